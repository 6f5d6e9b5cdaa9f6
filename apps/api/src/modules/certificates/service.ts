import { CERTIFICATE_ID_PATTERN, CERTIFICATE_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { CertificateRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { issueAttendanceCertificates } from './attendance';
import { CERTIFICATE_EVENTS } from './events';
import { renderCertificatePdf } from './pdf';
import { mayDownload } from './policy';
import { verifyUrl } from './presenter';
import { findCertificate, selectCertificatesOf } from './repository';

/** GET /certificates/mine: first issuing the viewer's event attendances that have none yet. */
export async function certificatesOf(ctx: AppContext, principal: Principal): Promise<CertificateRow[]> {
  await issueAttendanceCertificates(ctx, principal);
  return selectCertificatesOf(ctx.db, principal.userId);
}

/** A certificate by the id a person typed or followed; malformed ids are simply not found. */
async function lookUp(ctx: AppContext, id: string): Promise<CertificateRow> {
  const row = CERTIFICATE_ID_PATTERN.test(id) ? await findCertificate(ctx.db, id) : null;
  if (!row) throw AppError.notFound(CERTIFICATE_MESSAGES.notFound);
  return row;
}

/** GET /certificates/{id}/pdf: the holder's own certificate as a PDF; to anyone else it does not exist. */
export async function printCertificate(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<{ row: CertificateRow; pdf: Buffer }> {
  const row = await lookUp(ctx, id);
  if (!mayDownload(principal, row)) throw AppError.notFound(CERTIFICATE_MESSAGES.notFound);
  const pdf = await renderCertificatePdf(row, verifyUrl(ctx.config.publicUrl, row.id));
  await ctx.events.transaction((_tx, emit) =>
    emit(
      CERTIFICATE_EVENTS.downloaded,
      {},
      { actorId: principal.userId, subjectType: 'certificate', subjectId: row.id, ip },
    ),
  );
  return { row, pdf };
}

/** GET /certificates/verify/{id}: public. */
export function verifyCertificate(ctx: AppContext, id: string): Promise<CertificateRow> {
  return lookUp(ctx, id);
}
