import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { certificates, type CertificateRow } from '../../platform/db/schema';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 'CN-' and 12 base32 letters: 60 random bits, so ids cannot be guessed or counted through. */
export function newCertificateId(): string {
  const bytes = randomBytes(12);
  return `CN-${Array.from(bytes, (byte) => BASE32[byte & 31]).join('')}`;
}

export type NewCertificate = Omit<typeof certificates.$inferInsert, 'id' | 'issuedAt' | 'revokedAt'>;

/**
 * The certificate for an achievement, made once: a second call for the same (kind, source) answers the
 * certificate already issued, with `created` false.
 */
export async function insertCertificateOnce(
  db: Database,
  input: NewCertificate,
): Promise<{ row: CertificateRow; created: boolean }> {
  const [row] = await db
    .insert(certificates)
    .values({ ...input, id: newCertificateId() })
    .onConflictDoNothing({ target: [certificates.kind, certificates.sourceId] })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.kind, input.kind), eq(certificates.sourceId, input.sourceId)));
  return { row: existing, created: false };
}

export async function findCertificate(db: Database, id: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

export function selectCertificatesOf(db: Database, recipientId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.recipientId, recipientId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}
