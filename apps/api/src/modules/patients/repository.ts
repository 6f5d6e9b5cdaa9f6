import { and, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  patientConsents,
  patientRegistrations,
  type PatientConsentRow,
  type PatientRegistrationRow,
} from '../../platform/db/schema';

export type RegistrationFields = Omit<
  typeof patientRegistrations.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Creates the patient's registration, or replaces its fields (one registration a patient). */
export async function upsertRegistration(
  db: Database,
  fields: RegistrationFields,
): Promise<PatientRegistrationRow> {
  const [row] = await db
    .insert(patientRegistrations)
    .values(fields)
    .onConflictDoUpdate({ target: patientRegistrations.userId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function findRegistration(
  db: Database,
  key: { userId: string } | { id: string },
): Promise<PatientRegistrationRow | null> {
  const value = 'id' in key ? key.id : key.userId;
  if (!isUuid(value)) return null;
  const column = 'id' in key ? patientRegistrations.id : patientRegistrations.userId;
  const [row] = await db.select().from(patientRegistrations).where(eq(column, value)).limit(1);
  return row ?? null;
}

export async function insertConsent(
  db: Database,
  fields: typeof patientConsents.$inferInsert,
): Promise<PatientConsentRow> {
  const [row] = await db.insert(patientConsents).values(fields).returning();
  return row;
}

export async function findConsent(db: Database, id: string): Promise<PatientConsentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(patientConsents).where(eq(patientConsents.id, id)).limit(1);
  return row ?? null;
}

/** Marks a consent withdrawn unless it already is; null when it was. */
export async function withdrawConsentRow(db: Database, id: string): Promise<PatientConsentRow | null> {
  const [row] = await db
    .update(patientConsents)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(patientConsents.id, id), sql`${patientConsents.withdrawnAt} is null`))
    .returning();
  return row ?? null;
}

/** A patient's consents, newest first, withdrawn ones included (the record keeps both). */
export function selectConsentsOf(db: Database, userId: string): Promise<PatientConsentRow[]> {
  return db
    .select()
    .from(patientConsents)
    .where(eq(patientConsents.userId, userId))
    .orderBy(desc(patientConsents.grantedAt), desc(patientConsents.id));
}
