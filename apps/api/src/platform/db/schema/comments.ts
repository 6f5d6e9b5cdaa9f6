import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * docs/api-contract.md#entities-and-field-names Chat message / comment on a care request (the forum). A reply has parentId set. Deleting
 * sets deletedAt, so a removed question keeps its place for replies already loaded by other clients.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => donationRequests.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The two list reads: a request's questions, and a question's replies, each newest first.
    index('comments_request_top_idx')
      .on(t.requestId, t.createdAt)
      .where(sql`${t.parentId} is null and ${t.deletedAt} is null`),
    index('comments_parent_idx')
      .on(t.parentId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export type CommentRow = typeof comments.$inferSelect;
export type CommentLikeRow = typeof commentLikes.$inferSelect;
