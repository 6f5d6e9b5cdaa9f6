import { sql } from 'drizzle-orm';
import { APPLICATION_STATUS } from '@carenet/shared';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * docs/api-contract.md#entities-and-field-names Application response: a visitor's application to a community request. A signed-in
 * applicant's is confirmed when made; a guest's (no user) waits unconfirmed, unseen by the request's
 * owner, until its e-mail address is confirmed with the single-use token mailed to it.
 */
export const donationRequestResponses = pgTable(
  'donation_request_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    /** The signed-in applicant; null for a guest, known only by the e-mail address they confirm. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The request's type when the application was made, which decides the form that was filled. */
    requestType: text('request_type').notNull(),
    participantFirstName: text('participant_first_name').notNull(),
    participantLastName: text('participant_last_name').notNull(),
    participantEmailAddress: text('participant_email_address').notNull(),
    participantPhone: text('participant_phone'),
    participantOccupation: text('participant_occupation'),
    participantGender: text('participant_gender'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    address: text('address'),
    resumeFileKey: text('resume_file_key').references(() => files.key, { onDelete: 'set null' }),
    participantAudioRoomUrl: text('participant_audio_room_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the application reached the request's owner; null while a guest's e-mail is unconfirmed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the guest's confirmation token (the token itself is only in the e-mail); cleared once used. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    /** APPLICATION_STATUS: pending until the request's owner accepts or declines; accepted, then completed. */
    status: text('status').notNull().default(APPLICATION_STATUS.pending),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('donation_request_responses_request_idx').on(t.requestId, t.createdAt),
    index('donation_request_responses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('donation_request_responses_confirmation_token_idx').on(t.confirmationTokenHash),
    // One unconfirmed application per address and request: a guest cannot pile up confirmation e-mails.
    uniqueIndex('donation_request_responses_unconfirmed_email_idx')
      .on(t.requestId, t.participantEmailAddress)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

export type DonationRequestResponseRow = typeof donationRequestResponses.$inferSelect;
