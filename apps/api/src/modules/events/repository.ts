import { EVENT_REGISTRATION_STATUS } from '@carenet/shared';
import { and, count, desc, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { PaymentEvent } from '../../platform/payments';
import { paymentEventMatch } from '../../platform/payments/lookup';
import {
  eventDonations,
  eventRegistrations,
  events,
  type EventRegistrationRow,
  type EventRow,
} from '../../platform/db/schema';

export const findEventBySlug = async (db: Database, slug: string): Promise<EventRow | null> =>
  (await db.select().from(events).where(eq(events.slug, slug)).limit(1))[0] ?? null;

export const findEventById = async (db: Database, id: string): Promise<EventRow | null> =>
  (await db.select().from(events).where(eq(events.id, id)).limit(1))[0] ?? null;

export const listEvents = (db: Database) =>
  db.select().from(events).orderBy(desc(events.startsAt), desc(events.id)).limit(200);

const UNCONFIRMED = EVENT_REGISTRATION_STATUS.unconfirmed;

/** Registrations that hold a place and check-ins per event, for the administrators' list. */
export async function registrationCounts(
  db: Database,
): Promise<Map<string, { total: number; checkedIn: number }>> {
  const rows = await db
    .select({
      eventId: eventRegistrations.eventId,
      total: count(),
      checkedIn: sql<number>`count(${eventRegistrations.checkedInAt})::int`,
    })
    .from(eventRegistrations)
    .where(ne(eventRegistrations.status, UNCONFIRMED))
    .groupBy(eventRegistrations.eventId);
  return new Map(
    rows.map((row) => [row.eventId, { total: Number(row.total), checkedIn: Number(row.checkedIn) }]),
  );
}

export const insertEvent = async (db: Database, values: typeof events.$inferInsert) =>
  (await db.insert(events).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateEvent = async (db: Database, id: string, values: Partial<typeof events.$inferInsert>) =>
  (
    await db
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning()
  )[0] ?? null;

/** The new registration, or null when this e-mail address holds a place at the event already. */
export const insertRegistration = async (db: Database, values: typeof eventRegistrations.$inferInsert) =>
  (await db.insert(eventRegistrations).values(values).onConflictDoNothing().returning())[0] ?? null;

/** An unconfirmed registration: it holds no place, so no other registration refuses it. */
export const insertUnconfirmedRegistration = async (
  db: Database,
  values: Omit<typeof eventRegistrations.$inferInsert, 'status'>,
) =>
  (
    await db
      .insert(eventRegistrations)
      .values({ ...values, status: UNCONFIRMED })
      .returning()
  )[0];

export const findRegistrationById = async (db: Database, id: string): Promise<EventRegistrationRow | null> =>
  (await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).limit(1))[0] ?? null;

export const findRegistrationByConfirmation = async (
  db: Database,
  tokenHash: string,
): Promise<EventRegistrationRow | null> =>
  (
    await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.confirmationTokenHash, tokenHash))
      .limit(1)
  )[0] ?? null;

/** The registration, still unconfirmed, locked for this transaction; null once someone else confirmed it. */
export const lockUnconfirmedRegistration = async (
  db: Database,
  id: string,
): Promise<EventRegistrationRow | null> =>
  (
    await db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, id), eq(eventRegistrations.status, UNCONFIRMED)))
      .limit(1)
      .for('update')
  )[0] ?? null;

/**
 * The registration now holds its place. Throws the unique violation of event_registrations_email_unique
 * when its address holds one at the event already.
 */
export const holdRegistration = async (
  db: Database,
  id: string,
  values: { status: string; amountDue: number; couponId: string | null },
) => (await db.update(eventRegistrations).set(values).where(eq(eventRegistrations.id, id)).returning())[0];

/** Deletes up to `limit` unconfirmed registrations whose link has expired; answers how many went. */
export async function deleteExpiredUnconfirmed(db: Database, now: Date, limit = 500): Promise<number> {
  const expired = db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.status, UNCONFIRMED), lt(eventRegistrations.confirmationExpiresAt, now)))
    .limit(limit);
  const deleted = await db
    .delete(eventRegistrations)
    .where(and(inArray(eventRegistrations.id, expired), eq(eventRegistrations.status, UNCONFIRMED)))
    .returning({ id: eventRegistrations.id });
  return deleted.length;
}

export const findRegistrationByToken = async (
  db: Database,
  token: string,
): Promise<EventRegistrationRow | null> =>
  (
    await db.select().from(eventRegistrations).where(eq(eventRegistrations.checkInToken, token)).limit(1)
  )[0] ?? null;

/** Marks the registration checked in unless it is already: null when someone else got there first. */
export const markCheckedIn = async (db: Database, id: string, by: string) =>
  (
    await db
      .update(eventRegistrations)
      .set({ checkedInAt: new Date(), checkedInBy: by })
      .where(and(eq(eventRegistrations.id, id), sql`${eventRegistrations.checkedInAt} is null`))
      .returning()
  )[0] ?? null;

export const listCheckedIn = (db: Database, eventId: string) =>
  db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), isNotNull(eventRegistrations.checkedInAt)))
    .orderBy(desc(eventRegistrations.checkedInAt))
    .limit(200);

export const insertEventDonation = async (db: Database, values: typeof eventDonations.$inferInsert) =>
  (await db.insert(eventDonations).values(values).returning())[0];

export const updateEventDonation = async (
  db: Database,
  id: string,
  values: Partial<typeof eventDonations.$inferInsert>,
) => (await db.update(eventDonations).set(values).where(eq(eventDonations.id, id)).returning())[0] ?? null;

/** The event donation a provider's event is about: by the id its checkout carried, its session or its payment. */
export async function findEventDonationForPayment(
  db: Database,
  keys: Pick<PaymentEvent, 'donationId' | 'sessionId' | 'paymentId'>,
) {
  const match = paymentEventMatch(
    {
      id: eventDonations.id,
      sessionId: eventDonations.providerSessionId,
      paymentId: eventDonations.providerPaymentId,
    },
    keys,
  );
  if (!match) return null;
  const [row] = await db.select().from(eventDonations).where(match).limit(1);
  return row ?? null;
}
