import { eq } from 'drizzle-orm';
import { deriveRoleFlags, isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { doctorSchedules, type DoctorScheduleRow, type UserRow } from '../../platform/db/schema';
import { findUserById } from '../users';

export type ScheduleFields = Pick<
  typeof doctorSchedules.$inferInsert,
  'doctorId' | 'timeZone' | 'slotMinutes' | 'weeklyHours' | 'daysOff'
>;

/** A user with the doctor role, or null (an unknown id, or a member who is not a doctor). */
export async function findDoctor(db: Database, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const user = await findUserById(db, id);
  return user && deriveRoleFlags(user.roles).doctor ? user : null;
}

/** Creates the doctor's schedule, or replaces all of it (one schedule a doctor). */
export async function upsertSchedule(db: Database, fields: ScheduleFields): Promise<DoctorScheduleRow> {
  const [row] = await db
    .insert(doctorSchedules)
    .values(fields)
    .onConflictDoUpdate({ target: doctorSchedules.doctorId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function findScheduleOfDoctor(
  db: Database,
  doctorId: string,
): Promise<DoctorScheduleRow | null> {
  const [row] = await db
    .select()
    .from(doctorSchedules)
    .where(eq(doctorSchedules.doctorId, doctorId))
    .limit(1);
  return row ?? null;
}

export async function findSchedule(db: Database, id: string): Promise<DoctorScheduleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(doctorSchedules).where(eq(doctorSchedules.id, id)).limit(1);
  return row ?? null;
}

export async function deleteScheduleRow(db: Database, id: string): Promise<void> {
  await db.delete(doctorSchedules).where(eq(doctorSchedules.id, id));
}
