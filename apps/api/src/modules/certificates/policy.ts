import type { Principal } from '../../platform/auth/request-auth';
import type { CertificateRow } from '../../platform/db/schema';

/**
 * A certificate's PDF is its holder's alone; anyone else (administrators included) is told it does not
 * exist. Anyone may check it by its id on the public page, which shows less.
 */
export function mayDownload(principal: Principal, row: CertificateRow): boolean {
  return row.recipientId === principal.userId;
}
