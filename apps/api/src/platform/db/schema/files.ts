import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every stored upload. The bytes live in the storage driver under `key`; this row says who uploaded
 * them and what for, so GET /files/<key> can apply the policy of the file's purpose (a resume is seen
 * by its applicant, the request's owner and administrators, nobody else).
 */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** What the file belongs to, e.g. the care request a resume was sent to; set once it is used. */
    subjectId: text('subject_id'),
    /** The uploader's file name, offered back as the download name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    index('files_subject_idx').on(t.purpose, t.subjectId),
  ],
);

export type FileRow = typeof files.$inferSelect;
