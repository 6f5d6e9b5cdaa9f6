import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { meetLinks } from './meet';
import { donationRequests } from './requests';
import { users } from './users';

/**
 * docs/validation-and-limits.md#conversation Chat: the private conversation of one care request, between its patient and its doctors.
 * `lastSeq` numbers the room's messages: taking the next one locks the room's row, so messages get
 * their seqs in the order they commit and a client resuming after seq n misses none.
 */
export const chatRooms = pgTable('chat_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id')
    .notNull()
    .unique()
    .references(() => donationRequests.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastSeq: integer('last_seq').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * docs/api-contract.md#entities-and-field-names Chat message. A sender who leaves CareNet leaves their messages behind (senderId null);
 * an attachment's bytes are a `files` row of the chat purpose, removed with the conversation.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Text, Image, Audio or Document (CHAT_MESSAGE_TYPES). */
    type: text('type').notNull(),
    text: text('text').notNull().default(''),
    fileKey: text('file_key').references(() => files.key, { onDelete: 'set null' }),
    /** A meeting announced in the conversation: the room's address and times as they were then. */
    meetLinkId: uuid('meet_link_id').references(() => meetLinks.id, { onDelete: 'set null' }),
    meetLink: text('meet_link'),
    meetStartTime: timestamp('meet_start_time', { withTimezone: true }),
    meetEndTime: timestamp('meet_end_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every read of a history is a range of one room's seqs.
    unique('chat_messages_room_seq_key').on(t.roomId, t.seq),
    index('chat_messages_file_idx').on(t.fileKey),
  ],
);

/** How far each participant has read a conversation (read markers and unread counts). */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_read_markers_user_idx').on(t.userId)],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatReadMarkerRow = typeof chatReadMarkers.$inferSelect;
