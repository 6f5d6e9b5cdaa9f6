import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Short links to CareNet's own pages (docs/referrals-and-short-links.md): `url` is a path on this site,
 * never another host, and one path has one short id.
 */
export const shortUrls = pgTable(
  'short_urls',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    representsWhat: text('represents_what').notNull(),
    referenceId: text('reference_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_urls_url_unique').on(t.url)],
);

export type ShortUrlRow = typeof shortUrls.$inferSelect;
