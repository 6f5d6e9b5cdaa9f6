import { CERTIFICATE_ID_PATTERN, CERTIFICATE_MESSAGES, type CertificateKind } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { CertificateRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { Emit } from '../../platform/events';
import { CERTIFICATE_EVENTS } from './events';
import { renderCertificatePdf } from './pdf';
import { mayDownload } from './policy';
import { verifyUrl } from './presenter';
import { findCertificate, insertCertificateOnce, selectCertificatesOf } from './repository';

export interface CertificateGrant {
  kind: CertificateKind;
  sourceId: string;
  recipientId: string;
  recipientName: string;
  title: string;
  issuer: string;
  /** The day of the achievement, YYYY-MM-DD. */
  achievedOn: string;
}

/**
 * Issues the certificate for an achievement inside the caller's transaction, once: for a (kind, source)
 * that already has one, the existing certificate is answered and nothing is recorded again.
 */
export async function issueCertificate(
  tx: Database,
  emit: Emit,
  grant: CertificateGrant,
  meta: { actorId: string | null; ip?: string },
): Promise<CertificateRow> {
  const { row, created } = await insertCertificateOnce(tx, grant);
  if (created) {
    await emit(
      CERTIFICATE_EVENTS.issued,
      { kind: row.kind, sourceId: row.sourceId, recipientId: row.recipientId },
      { ...meta, subjectType: 'certificate', subjectId: row.id },
    );
  }
  return row;
}

/** The calendar day of a moment, as the certificate prints it (UTC). */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** GET /certificates/mine. */
export function certificatesOf(ctx: AppContext, principal: Principal): Promise<CertificateRow[]> {
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
