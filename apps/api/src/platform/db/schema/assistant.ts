import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A cited passage of the knowledge base an answer rests on (docs/medical-assistant.md#offline-assistant). */
export interface AssistantSourceRecord {
  title: string;
  href: string;
}

/**
 * docs/medical-assistant.md#history: a signed-in user's conversation with the medical assistant. Only its
 * owner reads it; it goes with the account. A guest's conversations stay in their browser tab.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The start of the first question, so the list tells conversations apart. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The history list is one user's conversations, latest first.
  (t) => [index('assistant_conversations_user_idx').on(t.userId, t.updatedAt)],
);

/** One turn of a conversation: the user's question or the assistant's answer, with who answered it. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    /** 'user' or 'assistant' (ASSISTANT_ROLES). */
    role: text('role').notNull(),
    text: text('text').notNull(),
    /** For answers: the model choice asked for and the driver that answered (ASSISTANT_DRIVERS). */
    model: text('model'),
    driver: text('driver'),
    /** For answers: answer, emergency or notice (ASSISTANT_ANSWER_KINDS). */
    kind: text('kind'),
    sources: jsonb('sources').$type<AssistantSourceRecord[]>().notNull().default([]),
    /** A specialty whose doctors the answer suggests (a name of the specialties catalogue). */
    specialty: text('specialty'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export type AssistantConversationRow = typeof assistantConversations.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
