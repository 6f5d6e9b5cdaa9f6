import type { CertificateKind } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import type { CertificateRow } from '../../platform/db/schema';
import type { Emit } from '../../platform/events';
import { CERTIFICATE_EVENTS } from './events';
import { insertCertificateOnce } from './repository';

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
