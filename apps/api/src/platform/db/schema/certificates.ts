import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A certificate CareNet issued (docs/certificates.md). The id is random and unguessable ('CN-' and 12
 * base32 letters): it is the public verification id. One certificate per achievement: (kind, source_id)
 * is unique, the source being the completed application or the checked-in event registration.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name as printed, kept as issued even if the account's name changes later. */
    recipientName: text('recipient_name').notNull(),
    /** CERTIFICATE_KIND. */
    kind: text('kind').notNull(),
    /** The application's or the event registration's id. */
    sourceId: uuid('source_id').notNull(),
    /** The request's or event's title. */
    title: text('title').notNull(),
    /** Who vouches for it: the request's owner or the facility's name. */
    issuer: text('issuer').notNull(),
    achievedOn: date('achieved_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_kind_source_unique').on(t.kind, t.sourceId),
    index('certificates_recipient_idx').on(t.recipientId, t.issuedAt),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
