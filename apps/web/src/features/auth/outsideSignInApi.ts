import type {
  OautherizeInput,
  OautherizeResultDto,
  OidcCompleteInput,
  OidcLinkInput,
  OidcSignedInDto,
} from '@carenet/shared';
import { API_BASE_PATH } from '@carenet/shared';
import { api } from '../../lib/api';

/** The address that starts a sign-in at the outside provider and comes back to `returnTo`. */
export function outsideSignInStartUrl(returnTo: string): string {
  return `${API_BASE_PATH}/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The calls of the outside sign-in (docs/outside-sign-in.md); its cookie goes along on its own. */
export const outsideSignInApi = {
  callback: (body: OautherizeInput) =>
    api<OautherizeResultDto>('/oautherize', { method: 'POST', body, anonymous: true }),
  complete: (body: OidcCompleteInput) =>
    api<OidcSignedInDto>('/oautherize/complete', { method: 'POST', body, anonymous: true }),
  sendLinkCode: (pendingToken: string) =>
    api<null>('/oautherize/link/code', { method: 'POST', body: { pendingToken }, anonymous: true }),
  link: (body: OidcLinkInput) =>
    api<OidcSignedInDto>('/oautherize/link', { method: 'POST', body, anonymous: true }),
};
