import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TriageGroup } from '@carenet/shared';
import { users } from './users';

/** A cited passage of the knowledge base an answer rests on (docs/medical-assistant.md#offline-assistant). */
export interface AssistantSourceRecord {
  title: string;
  href: string;
}

/**
 * docs/medical-assistant.md#history: a conversation with the medical assistant. A signed-in user's is
 * theirs alone and goes with the account. A guest's is reached only with the secret its tab holds (kept
 * here as a hash) and is deleted a day after its last question.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's conversation: the SHA-256 of the secret token their tab holds. */
    guestKeyHash: text('guest_key_hash'),
    /** The start of the first question, so the list tells conversations apart. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The history list is one user's conversations, latest first.
    index('assistant_conversations_user_idx').on(t.userId, t.updatedAt),
    index('assistant_conversations_guest_idx').on(t.guestKeyHash),
    // A conversation is a user's or a guest's, never both, never neither.
    check('assistant_conversations_one_owner', sql`(${t.userId} is null) <> (${t.guestKeyHash} is null)`),
  ],
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
    /** For an emergency answer: the triage groups it was given for (TRIAGE_GROUPS), for its card. */
    emergencyGroups: jsonb('emergency_groups').$type<TriageGroup[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export type AssistantConversationRow = typeof assistantConversations.$inferSelect;
export type AssistantMessageRow = typeof assistantMessages.$inferSelect;
