import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DONATION_STATUSES,
  type DonationLedgerKind,
  type DonationLedgerQuery,
  type DonationStatus,
  type PaymentDriverName,
} from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  donationRequests,
  donations,
  eventDonations,
  events,
  users,
  type PersonName,
} from '../../platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `text` matched literally inside a LIKE pattern (its %, _ and \ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// concat_ws skips nulls: an empty middle name leaves no double space for a search to trip on.
const accountName = sql<string>`concat_ws(' ', nullif(${users.name}->>'first_name', ''), nullif(${users.name}->>'middle_name', ''), nullif(${users.name}->>'last_name', ''))`;

/**
 * A gift to a request (donations) and a gift to an event (event_donations) have the same columns under
 * the same names; the ledger reads both through this one shape.
 */
interface GiftSource {
  kind: DonationLedgerKind;
  gift: Record<
    | 'id'
    | 'donorUserId'
    | 'guestName'
    | 'guestEmail'
    | 'amount'
    | 'currency'
    | 'status'
    | 'driver'
    | 'providerPaymentId'
    | 'createdAt'
    | 'paidAt',
    AnyPgColumn
  >;
  recipient: { id: AnyPgColumn; title: AnyPgColumn; name: AnyPgColumn };
  /** The gift's column naming its recipient. */
  recipientOf: AnyPgColumn;
  /** The recipient the filters chose, of this kind. */
  chosenRecipient: (query: DonationLedgerQuery) => string | undefined;
}

const REQUEST_GIFTS: GiftSource = {
  kind: 'request',
  gift: donations,
  recipient: { id: donationRequests.id, title: donationRequests.title, name: donationRequests.name },
  recipientOf: donations.requestId,
  chosenRecipient: (query) => query.requestId,
};

const EVENT_GIFTS: GiftSource = {
  kind: 'event',
  gift: eventDonations,
  recipient: { id: events.id, title: events.title, name: events.slug },
  recipientOf: eventDonations.eventId,
  chosenRecipient: (query) => query.eventId,
};

/** The kinds of gift the filters leave in: naming a request leaves out the events, and so on. */
function sourcesFor(query: DonationLedgerQuery): GiftSource[] {
  const requestGifts = query.kind !== 'event' && !query.eventId;
  const eventGifts = query.kind !== 'request' && !query.requestId;
  return [...(requestGifts ? [REQUEST_GIFTS] : []), ...(eventGifts ? [EVENT_GIFTS] : [])];
}

function conditions({ gift, recipientOf, chosenRecipient }: GiftSource, query: DonationLedgerQuery) {
  const recipient = chosenRecipient(query);
  return and(
    query.status ? eq(gift.status, query.status) : undefined,
    recipient ? eq(recipientOf, recipient) : undefined,
    query.donor
      ? or(
          ilike(gift.guestName, containing(query.donor)),
          ilike(gift.guestEmail, containing(query.donor)),
          ilike(users.email, containing(query.donor)),
          ilike(accountName, containing(query.donor)),
        )
      : undefined,
    query.startDate ? gte(gift.createdAt, new Date(`${query.startDate}T00:00:00Z`)) : undefined,
    query.endDate
      ? lt(gift.createdAt, new Date(Date.parse(`${query.endDate}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
}

/** Each column is aliased, so both kinds answer with the same names and the union sorts by them. */
const ledgerColumns = ({ kind, gift, recipient }: GiftSource) => ({
  id: sql<string>`${gift.id}`.as('id'),
  kind: sql<DonationLedgerKind>`${kind}::text`.as('kind'),
  recipientId: sql<string>`${recipient.id}`.as('recipient_id'),
  recipientTitle: sql<string>`${recipient.title}`.as('recipient_title'),
  recipientName: sql<string>`${recipient.name}`.as('recipient_name'),
  donorUserId: sql<string | null>`${gift.donorUserId}`.as('donor_user_id'),
  accountName: sql<PersonName | null>`${users.name}`.mapWith(users.name).as('account_name'),
  accountEmail: sql<string | null>`${users.email}`.as('account_email'),
  guestName: sql<string | null>`${gift.guestName}`.as('guest_name'),
  guestEmail: sql<string | null>`${gift.guestEmail}`.as('guest_email'),
  amount: sql<number>`${gift.amount}`.as('amount'),
  currency: sql<string>`${gift.currency}`.as('currency'),
  status: sql<DonationStatus>`${gift.status}`.as('status'),
  driver: sql<PaymentDriverName>`${gift.driver}`.as('driver'),
  providerPaymentId: sql<string | null>`${gift.providerPaymentId}`.as('provider_payment_id'),
  createdAt: sql<Date>`${gift.createdAt}`.mapWith(donations.createdAt).as('created_at'),
  paidAt: sql<Date | null>`${gift.paidAt}`.mapWith(donations.paidAt).as('paid_at'),
});

export type LedgerRecord = {
  [K in keyof ReturnType<typeof ledgerColumns>]: ReturnType<typeof ledgerColumns>[K]['_']['type'];
};

/** Matching gifts, newest first (the id breaks ties, so pages never repeat or skip a gift). */
export async function selectLedger(
  db: Database,
  query: DonationLedgerQuery,
  page: { limit: number; offset: number },
): Promise<LedgerRecord[]> {
  const [first, second] = sourcesFor(query).map((source) =>
    db
      .select(ledgerColumns(source))
      .from(source.recipientOf.table)
      .innerJoin(source.recipient.id.table, eq(source.recipient.id, source.recipientOf))
      .leftJoin(users, eq(users.id, source.gift.donorUserId))
      .where(conditions(source, query)),
  );
  const ordered = second === undefined ? first : unionAll(first, second);
  return ordered
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(page.limit)
    .offset(page.offset);
}

export interface LedgerTotal {
  currency: string;
  status: DonationStatus;
  amount: number;
  count: number;
}

/**
 * The sums per currency and state of every matching gift, both kinds added up (bigint in SQL: many
 * gifts can pass 2^31 minor units), in currency order and then the states' own order.
 */
export async function ledgerTotals(db: Database, query: DonationLedgerQuery): Promise<LedgerTotal[]> {
  const perSource = await Promise.all(
    sourcesFor(query).map((source) =>
      db
        .select({
          currency: sql<string>`${source.gift.currency}`,
          status: sql<DonationStatus>`${source.gift.status}`,
          amount: sql<string>`coalesce(sum(${source.gift.amount}), 0)::bigint`,
          count: count(),
        })
        .from(source.recipientOf.table)
        .innerJoin(source.recipient.id.table, eq(source.recipient.id, source.recipientOf))
        .leftJoin(users, eq(users.id, source.gift.donorUserId))
        .where(conditions(source, query))
        .groupBy(source.gift.currency, source.gift.status),
    ),
  );
  const totals = new Map<string, LedgerTotal>();
  for (const row of perSource.flat()) {
    const key = `${row.currency} ${row.status}`;
    const sum = totals.get(key) ?? { currency: row.currency, status: row.status, amount: 0, count: 0 };
    totals.set(key, { ...sum, amount: sum.amount + Number(row.amount), count: sum.count + row.count });
  }
  const stateOrder = (status: DonationStatus) => DONATION_STATUSES.indexOf(status);
  return [...totals.values()].sort(
    (a, b) => a.currency.localeCompare(b.currency) || stateOrder(a.status) - stateOrder(b.status),
  );
}

export interface LedgerRecipient {
  kind: DonationLedgerKind;
  id: string;
  title: string;
  name: string;
}

/** The requests and events that have received at least one gift, for the ledger's recipient filter. */
export async function selectLedgerRecipients(db: Database, limit: number): Promise<LedgerRecipient[]> {
  const recipients = [REQUEST_GIFTS, EVENT_GIFTS].map((source) =>
    db
      .select({
        kind: sql<DonationLedgerKind>`${source.kind}::text`.as('kind'),
        id: sql<string>`${source.recipient.id}`.as('id'),
        title: sql<string>`${source.recipient.title}`.as('title'),
        name: sql<string>`${source.recipient.name}`.as('name'),
        lastGift: sql<Date>`max(${source.gift.createdAt})`.as('last_gift'),
      })
      .from(source.recipientOf.table)
      .innerJoin(source.recipient.id.table, eq(source.recipient.id, source.recipientOf))
      .groupBy(source.recipient.id),
  );
  // The recipients of the latest gifts first, when there are more than the filter lists.
  const rows = await unionAll(recipients[0], recipients[1])
    .orderBy(desc(sql`last_gift`), sql`id`)
    .limit(limit);
  return rows.map(({ kind, id, title, name }) => ({ kind, id, title, name }));
}
