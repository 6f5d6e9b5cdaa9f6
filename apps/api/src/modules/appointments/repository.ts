import { and, asc, count, desc, eq, gt, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, type AppointmentPeriod, type Locale } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  appointments,
  donationRequests,
  users,
  type AppointmentRow,
  type PersonName,
} from '../../platform/db/schema';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';

export type NewAppointment = typeof appointments.$inferInsert;

/** What a card and an e-mail need of each party. */
export interface Party {
  id: string;
  name: PersonName;
  profileImageUrl: string | null;
  email: string;
  locale: Locale;
}

export interface AppointmentView {
  appointment: AppointmentRow;
  doctor: Party;
  patient: Party;
}

const SLOT_UNIQUE_INDEX = 'appointments_doctor_slot_unique';

/** A write the slot's unique index refused: another booking holds that slot. */
export const SLOT_TAKEN = 'slotTaken' as const;

const doctor = alias(users, 'doctor');
const patient = alias(users, 'patient');
const partyColumns = <T extends typeof doctor | typeof patient>(table: T) => ({
  id: table.id,
  name: table.name,
  profileImageUrl: table.profileImageUrl,
  email: table.email,
  locale: table.locale,
});

function selectViews(db: Database) {
  return db
    .select({ appointment: appointments, doctor: partyColumns(doctor), patient: partyColumns(patient) })
    .from(appointments)
    .innerJoin(doctor, eq(doctor.id, appointments.doctorId))
    .innerJoin(patient, eq(patient.id, appointments.patientId));
}

/** The new appointment, or SLOT_TAKEN when another booking took its slot a moment before. */
export async function insertAppointment(
  db: Database,
  input: NewAppointment,
): Promise<AppointmentRow | typeof SLOT_TAKEN> {
  try {
    const [row] = await db.insert(appointments).values(input).returning();
    return row;
  } catch (err) {
    if (violatedUniqueIndex(err) === SLOT_UNIQUE_INDEX) return SLOT_TAKEN;
    throw err;
  }
}

export async function findAppointmentView(db: Database, id: string): Promise<AppointmentView | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectViews(db).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/** The doctor's booked appointments overlapping [from, to), but `except` (the one being moved). */
export function selectBookedOverlapping(
  db: Database,
  doctorId: string,
  range: { from: Date; to: Date },
  except?: string,
): Promise<Pick<AppointmentRow, 'startTime' | 'endTime'>[]> {
  return db
    .select({ startTime: appointments.startTime, endTime: appointments.endTime })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'booked'),
        lt(appointments.startTime, range.to),
        gt(appointments.endTime, range.from),
        except ? ne(appointments.id, except) : undefined,
      ),
    );
}

export interface AppointmentFilter {
  /** Only appointments this user is a party to (everyone but administrators). */
  partyId?: string;
  createdBy?: string;
  doctorId?: string;
  patientId?: string;
  when?: AppointmentPeriod;
  now: Date;
  limit: number;
  offset: number;
}

/** A page of appointments and the count of all that match. */
export async function selectAppointmentPage(
  db: Database,
  filter: AppointmentFilter,
): Promise<{ views: AppointmentView[]; total: number }> {
  const upcoming = and(eq(appointments.status, 'booked'), gt(appointments.endTime, filter.now));
  const conditions: (SQL | undefined)[] = [
    filter.partyId
      ? or(eq(appointments.doctorId, filter.partyId), eq(appointments.patientId, filter.partyId))
      : undefined,
    filter.createdBy ? eq(appointments.createdBy, filter.createdBy) : undefined,
    filter.doctorId ? eq(appointments.doctorId, filter.doctorId) : undefined,
    filter.patientId ? eq(appointments.patientId, filter.patientId) : undefined,
    filter.when === 'upcoming' ? upcoming : undefined,
    filter.when === 'past'
      ? or(eq(appointments.status, 'cancelled'), lte(appointments.endTime, filter.now))
      : undefined,
  ];
  const where = and(...conditions);
  // Upcoming soonest first; the past latest first.
  const order = filter.when === 'past' ? desc(appointments.startTime) : asc(appointments.startTime);
  const [views, [{ total }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(order, asc(appointments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { views, total };
}

/** Cancels a booked appointment; null when it was no longer booked (cancelled a moment before). */
export async function cancelAppointmentRow(
  db: Database,
  id: string,
  cancelledBy: string,
): Promise<AppointmentRow | null> {
  const [row] = await db
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy,
      reminderJobId: null,
      updatedAt: new Date(),
    })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'booked')))
    .returning();
  return row ?? null;
}

/**
 * Moves a booked appointment to another slot: SLOT_TAKEN when another booking took that slot a
 * moment before, null when the appointment was no longer booked (cancelled a moment before).
 */
export async function moveAppointmentRow(
  db: Database,
  id: string,
  slot: Pick<AppointmentRow, 'startTime' | 'endTime' | 'timeZone'>,
): Promise<AppointmentRow | typeof SLOT_TAKEN | null> {
  try {
    const [row] = await db
      .update(appointments)
      .set({ ...slot, updatedAt: new Date() })
      .where(and(eq(appointments.id, id), eq(appointments.status, 'booked')))
      .returning();
    return row ?? null;
  } catch (err) {
    if (violatedUniqueIndex(err) === SLOT_UNIQUE_INDEX) return SLOT_TAKEN;
    throw err;
  }
}

export async function setReminderJob(db: Database, id: string, jobId: string | null): Promise<void> {
  await db.update(appointments).set({ reminderJobId: jobId }).where(eq(appointments.id, id));
}

/** The request exists and `userId` made it: a patient books about their own requests only. */
export async function isRequestOf(db: Database, requestId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(donationRequests)
    .where(and(eq(donationRequests.id, requestId), eq(donationRequests.createdBy, userId)))
    .limit(1);
  return Boolean(row);
}
