import type { LinkedIdentityDto, SessionUserDto, SignedInUserDto } from '@carenet/shared';
import { viewerAbilities, viewerOfUser } from '../../access/viewer-abilities';
import type { IssuedToken } from '../../platform/auth/tokens';
import type { UserRow } from '../../platform/db/schema';
import type { UserIdentityRow } from './oidc-repository';
import { canUnlinkIdentity } from './policy';
import { presentUser } from '../users';

/**
 * The signed-in user and what they may do across CareNet (docs/roles-and-permissions.md#abilities-sent-to-the-web),
 * and whether this is their first sign-in.
 */
export function presentSession(row: UserRow, firstSignIn: boolean): SessionUserDto {
  return { ...presentUser(row), abilities: viewerAbilities(viewerOfUser(row)), firstSignIn };
}

/** The login answer: the session and its bearer token. */
export function presentSignedInUser(row: UserRow, issued: IssuedToken): SignedInUserDto {
  return {
    ...presentSession(row, issued.firstSignIn),
    token_detail: { token: issued.token, expiresAt: issued.expiresAt.toISOString() },
  };
}

/** The owner's linked outside accounts, each with whether it may be unlinked now. */
export function presentIdentities(
  owner: UserRow,
  identities: UserIdentityRow[],
  providerName: (issuer: string) => string,
): LinkedIdentityDto[] {
  const unlink = canUnlinkIdentity(owner, identities.length);
  return identities.map((identity) => ({
    _id: identity.id,
    provider: providerName(identity.issuer),
    email: identity.email,
    linkedAt: identity.createdAt.toISOString(),
    abilities: { unlink },
  }));
}
