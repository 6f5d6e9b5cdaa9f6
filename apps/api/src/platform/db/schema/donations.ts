import { sql } from 'drizzle-orm';
import type { DonationStatus, PaymentDriverName } from '@carenet/shared';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * A donation to a care request (docs/screens-and-flows.md#flows Donate prompt, §4 Donate, /publicPayment), by a signed-in
 * user (donorUserId) or a guest (guestName, guestEmail). The amount is in the currency's minor unit
 * (paise, cents), so no sum is ever rounded. status: 'pledged' (offline driver: promised, not paid),
 * 'pending' (a checkout was started), 'paid', 'failed', 'refunded'.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    // A donor who deletes their account leaves the gift on the request, shown as 'Anonymous'.
    donorUserId: uuid('donor_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    message: text('message'),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').$type<DonationStatus>().notNull(),
    driver: text('driver').$type<PaymentDriverName>().notNull(),
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // The request's donation list and totals, newest first.
    index('donations_request_idx').on(t.requestId, t.createdAt),
    // A donor's own list (their profile).
    index('donations_donor_idx').on(t.donorUserId, t.createdAt),
    // Webhooks find the donation by the provider's checkout session or payment.
    uniqueIndex('donations_provider_session_unique').on(t.providerSessionId),
    index('donations_provider_payment_idx').on(t.providerPaymentId),
    check('donations_amount_positive', sql`${t.amount} > 0`),
    check('donations_status_known', sql`${t.status} in ('pledged', 'pending', 'paid', 'failed', 'refunded')`),
    check('donations_driver_known', sql`${t.driver} in ('offline', 'stripe')`),
  ],
);

/**
 * Provider webhook events already handled: providers deliver at least once and retry, so an event
 * id seen before is acknowledged and ignored.
 */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export type DonationRow = typeof donations.$inferSelect;
export type NewDonationRow = typeof donations.$inferInsert;
