import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** docs/care-relationship.md#activity-log user activity log (categories Auth, Register, Login, Donation Request, ...). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_user_idx').on(t.userId, t.createdAt),
    index('activity_log_category_idx').on(t.category),
    index('activity_log_created_idx').on(t.createdAt),
  ],
);

/** Every e-mail the platform sends, kept whether or not an SMTP server is configured. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
  /** The Content-ID an html body shows it by (<img src="cid:...">). */
  cid?: string;
}

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the message (base64), such as an event ticket's QR code; html refers to them by cid. */
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
  status: text('status').notNull().default('queued'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('queued'),
  error: text('error'),
  /** The gateway's id for the message (MSG91's request id, Twilio's message sid), for tracing a delivery with them. */
  providerMessageId: text('provider_message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Durable background jobs: a crash loses no job, and a slow mail server never slows a request. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_pending_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
  ],
);

/**
 * Domain events, written in the same transaction as the change they tell of, so an event exists
 * exactly when its change does. Each durable subscriber gets a job naming the event; the job runner
 * delivers it even after a crash. The actor is kept without a reference: the fact outlives an account.
 */
export const eventOutbox = pgTable('event_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  actorId: uuid('actor_id'),
  subjectType: text('subject_type'),
  subjectId: text('subject_id'),
  ip: text('ip'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages from the Feedback, Help desk and Contact Us pages. */
export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  subject: text('subject'),
  message: text('message').notNull(),
  rating: integer('rating'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
