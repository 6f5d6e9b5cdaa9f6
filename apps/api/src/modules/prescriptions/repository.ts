import { and, count, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { donationRequests, prescriptions, type PrescriptionRow } from '../../platform/db/schema';

export type NewPrescription = Omit<typeof prescriptions.$inferInsert, 'id' | 'createdAt'>;

export async function insertPrescription(db: Database, fields: NewPrescription): Promise<PrescriptionRow> {
  const [row] = await db.insert(prescriptions).values(fields).returning();
  return row;
}

export async function findPrescription(db: Database, id: string): Promise<PrescriptionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  return row ?? null;
}

const newestFirst = [desc(prescriptions.createdAt), desc(prescriptions.id)];

/** A request's prescriptions, newest first. */
export function selectPrescriptionsOfRequest(db: Database, requestId: string): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.requestId, requestId))
    .orderBy(...newestFirst);
}

export interface PrescriptionPage {
  rows: (PrescriptionRow & { requestTitle: string })[];
  total: number;
}

/** The prescriptions a user wrote or was given, newest first, with their requests' titles. */
export async function selectPrescriptionsOfUser(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
  writtenForPatients: readonly string[],
): Promise<PrescriptionPage> {
  const mine = or(
    eq(prescriptions.patientId, userId),
    writtenForPatients.length
      ? and(eq(prescriptions.doctorId, userId), inArray(prescriptions.patientId, [...writtenForPatients]))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(prescriptions), requestTitle: donationRequests.title })
      .from(prescriptions)
      .innerJoin(donationRequests, eq(donationRequests.id, prescriptions.requestId))
      .where(mine)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(prescriptions).where(mine),
  ]);
  return { rows, total };
}
