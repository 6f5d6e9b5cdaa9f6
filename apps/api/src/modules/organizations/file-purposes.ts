import type { AppContext } from '../../platform/context';
import { ORGANIZATION_DOCUMENT_PURPOSE } from './events';
import { managesOrganizationWithDocument } from './repository';

/** A facility's logo: shown on its public page and the carousels, so anyone may read it. */
export const ORGANIZATION_LOGO_PURPOSE = 'organization-logo';

/**
 * A facility document (its licence or registration, for review) is read by its uploader and
 * administrators (FileService's default), and by the owners and admins of a facility it is attached to.
 */
export function defineOrganizationFilePolicies(ctx: AppContext): void {
  ctx.files.definePolicy(ORGANIZATION_DOCUMENT_PURPOSE, (principal, file) =>
    managesOrganizationWithDocument(ctx.db, principal.userId, file.key),
  );
  ctx.files.definePublicPurpose(ORGANIZATION_LOGO_PURPOSE);
}
