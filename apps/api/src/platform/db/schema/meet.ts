import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/** docs/api-contract.md#entities-and-field-names Meet link: a video meeting about a care request, made by one of its doctors. */
export const meetLinks = pgTable(
  'meet_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The room's address; unguessable, since anyone holding it can join. */
    meetLink: text('meet_link').notNull(),
    /** Which driver made the room (MEET_DRIVERS). */
    provider: text('provider').notNull(),
    /** The provider's key to the room (a Google Calendar event id), to move or remove it; null for Jitsi. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meet_links_request_idx').on(t.requestId, t.startTime)],
);

export type MeetLinkRow = typeof meetLinks.$inferSelect;
