import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { donationRequests } from './requests';
import { users } from './users';

/** SPEC §3 Application response: a signed-in visitor's application to a community request. */
export const donationRequestResponses = pgTable(
  'donation_request_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('donation_request_responses_request_idx').on(t.requestId, t.createdAt),
    index('donation_request_responses_user_idx').on(t.userId, t.createdAt),
  ],
);

export type DonationRequestResponseRow = typeof donationRequestResponses.$inferSelect;
