import { sql } from 'drizzle-orm';
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
import { users } from './users';

/**
 * An event people register for (docs/events-and-coupons.md), such as the hospital health fest. The fee
 * is in the currency's minor units; a fee of 0 means the event is free.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    registrationOpen: boolean('registration_open').notNull().default(true),
    fee: integer('fee').notNull().default(0),
    currency: text('currency').notNull().default('inr'),
    /** The coupon plan this event's fee is (coupons.package_plan), so a coupon applies to the right thing. */
    packagePlan: text('package_plan').notNull().default('event'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    check('events_fee_not_negative', sql`${t.fee} >= 0`),
    check('events_ends_after_start', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * A discount code: `percent` off (0 to 100), for one package plan or any (null), until `expires_at`,
 * at most `max_uses` times in all (null: unlimited) and once per person (coupon_redemptions).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    packagePlan: text('package_plan'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Codes are matched case-insensitively, so 'FEST25' and 'fest25' are one code.
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    check('coupons_percent_range', sql`${t.percent} between 0 and 100`),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
    check(
      'coupons_uses_within_limit',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);

/**
 * A registration for an event by a signed-in user or a guest (user_id null). `check_in_token` is the
 * random secret the QR code carries; checked_in_at is set once, at the door. A registration for an
 * address that is not the signed-in person's verified one starts 'unconfirmed': it holds no place,
 * does not keep the address from registering, and is deleted once `confirmation_expires_at` passes.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The fee after the coupon, in minor units. */
    amountDue: integer('amount_due').notNull(),
    currency: text('currency').notNull(),
    /** EVENT_REGISTRATION_STATUS: 'confirmed' (nothing to pay), 'payment_pending', 'cancelled'. */
    status: text('status').notNull(),
    checkInToken: text('check_in_token').notNull(),
    /**
     * SHA-256 (base64url) of the secret in the confirmation e-mail's link; kept after confirming, so a
     * second click answers the same registration.
     */
    confirmationTokenHash: text('confirmation_token_hash'),
    /** Until when an unconfirmed registration may be confirmed. */
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Only registrations that hold a place: an unconfirmed one never keeps the address's owner out.
    uniqueIndex('event_registrations_email_unique')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'unconfirmed'`),
    uniqueIndex('event_registrations_token_unique').on(t.checkInToken),
    uniqueIndex('event_registrations_confirmation_unique').on(t.confirmationTokenHash),
    index('event_registrations_user_idx').on(t.userId),
    index('event_registrations_unconfirmed_expiry_idx')
      .on(t.confirmationExpiresAt)
      .where(sql`${t.status} = 'unconfirmed'`),
    check('event_registrations_amount_not_negative', sql`${t.amountDue} >= 0`),
    check(
      'event_registrations_status_known',
      sql`${t.status} in ('unconfirmed', 'confirmed', 'payment_pending', 'cancelled')`,
    ),
    check(
      'event_registrations_unconfirmed_confirmable',
      sql`${t.status} <> 'unconfirmed' or (${t.confirmationTokenHash} is not null and ${t.confirmationExpiresAt} is not null)`,
    ),
  ],
);

/**
 * The uses of coupons, one row per key of the person who used it: `user:<id>` for the account and
 * `email:<trimmed, lower-cased address>` for each verified address (the one registered with, and the
 * account's own). One use writes all its keys or none, so the primary key refuses a second use by the
 * same person under any of their keys, signed in or as a guest, even by many requests at once.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    personKey: text('person_key').notNull(),
    eventRegistrationId: uuid('event_registration_id').references(() => eventRegistrations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.personKey] })],
);

/**
 * A donation to an event, by a signed-in user or a guest, through the payments driver (amount in minor
 * units; statuses as for request donations: pledged, pending, paid, failed, refunded).
 */
export const eventDonations = pgTable(
  'event_donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    donorUserId: uuid('donor_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    message: text('message'),
    status: text('status').notNull(),
    driver: text('driver').notNull(),
    providerSessionId: text('provider_session_id'),
    /** The provider's payment, learnt when it is paid: a later refund names only this. */
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('event_donations_event_idx').on(t.eventId, t.createdAt),
    index('event_donations_donor_idx').on(t.donorUserId),
    check('event_donations_amount_positive', sql`${t.amount} > 0`),
    check(
      'event_donations_status_known',
      sql`${t.status} in ('pledged', 'pending', 'paid', 'failed', 'refunded')`,
    ),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
export type EventDonationRow = typeof eventDonations.$inferSelect;
