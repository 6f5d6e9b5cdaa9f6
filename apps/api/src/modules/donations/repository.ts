import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_DONATION_STATUSES, type DonationStatus } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import type { PaymentEvent } from '../../platform/payments';
import { paymentEventMatch } from '../../platform/payments/lookup';
import {
  donationRequests,
  donations,
  processedWebhookEvents,
  users,
  type DonationRow,
  type NewDonationRow,
  type PersonName,
} from '../../platform/db/schema';

const d = donations;

export async function insertDonation(db: Database, input: NewDonationRow): Promise<DonationRow> {
  const [row] = await db.insert(d).values(input).returning();
  return row;
}

export type DonationUpdate = Partial<
  Pick<NewDonationRow, 'status' | 'providerSessionId' | 'providerPaymentId' | 'paidAt'>
>;

/** Updates a donation; `onlyIf` makes the write conditional on the state the caller read. */
export async function updateDonation(
  db: Database,
  id: string,
  fields: DonationUpdate,
  onlyIf?: SQL,
): Promise<DonationRow | null> {
  const [row] = await db
    .update(d)
    .set(fields)
    .where(and(eq(d.id, id), onlyIf))
    .returning();
  return row ?? null;
}

/** Records a provider event as handled; false when it was handled before (a redelivery). */
export async function markWebhookProcessed(
  db: Database,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(processedWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return inserted.length > 0;
}

/** The donation a provider event is about: by our id in its metadata, else by its session or payment. */
export async function findDonationForEvent(
  db: Database,
  keys: Pick<PaymentEvent, 'donationId' | 'sessionId' | 'paymentId'>,
): Promise<DonationRow | null> {
  const match = paymentEventMatch(
    { id: d.id, sessionId: d.providerSessionId, paymentId: d.providerPaymentId },
    keys,
  );
  if (!match) return null;
  const [row] = await db.select().from(d).where(match).limit(1);
  return row ?? null;
}

/** A donation with what its public line needs: the donor's name when they are a user. */
export interface PublicDonationRecord {
  donation: DonationRow;
  donorName: PersonName | null;
}

const shownOnRequest = (requestId: string) =>
  and(eq(d.requestId, requestId), inArray(d.status, [...PUBLIC_DONATION_STATUSES]));

export async function selectRequestDonations(
  db: Database,
  requestId: string,
  page: { limit: number; offset: number },
): Promise<PublicDonationRecord[]> {
  return db
    .select({ donation: d, donorName: users.name })
    .from(d)
    .leftJoin(users, eq(users.id, d.donorUserId))
    .where(shownOnRequest(requestId))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(page.limit)
    .offset(page.offset);
}

export interface CurrencyTotals {
  currency: string;
  paid: number;
  pledged: number;
  count: number;
}

/** The request's sums per currency (bigint in SQL: many donations can pass 2^31 minor units). */
export async function requestDonationTotals(db: Database, requestId: string): Promise<CurrencyTotals[]> {
  const sumOf = (status: DonationStatus) =>
    sql<string>`coalesce(sum(${d.amount}) filter (where ${d.status} = ${status}), 0)::bigint`;
  const rows = await db
    .select({ currency: d.currency, paid: sumOf('paid'), pledged: sumOf('pledged'), count: count() })
    .from(d)
    .where(shownOnRequest(requestId))
    .groupBy(d.currency)
    .orderBy(d.currency);
  return rows.map((row) => ({ ...row, paid: Number(row.paid), pledged: Number(row.pledged) }));
}

/** A donation with the request it went to, as its donor sees it. */
export interface DonationRecord {
  donation: DonationRow;
  request: { id: string; title: string; name: string };
}

const requestSummary = {
  id: donationRequests.id,
  title: donationRequests.title,
  name: donationRequests.name,
};

export async function selectUserDonations(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ records: DonationRecord[]; total: number }> {
  const [records, [{ total }]] = await Promise.all([
    db
      .select({ donation: d, request: requestSummary })
      .from(d)
      .innerJoin(donationRequests, eq(donationRequests.id, d.requestId))
      .where(eq(d.donorUserId, userId))
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(d).where(eq(d.donorUserId, userId)),
  ]);
  return { records, total };
}
