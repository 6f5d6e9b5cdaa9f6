import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import { isUuid } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  assistantConversations,
  assistantMessages,
  type AssistantConversationRow,
  type AssistantMessageRow,
} from '../../platform/db/schema';

export type NewAssistantMessage = typeof assistantMessages.$inferInsert;

/** The user's own conversation, or null: anyone else's is as absent as a missing one. */
export async function findOwnConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<AssistantConversationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export function listOwnConversations(db: Database, userId: string): Promise<AssistantConversationRow[]> {
  return db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));
}

export function listMessages(db: Database, conversationId: string): Promise<AssistantMessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
}

/** Whose a new conversation is: a signed-in user's, or a guest's (by the hash of their tab's secret). */
export type ConversationOwner = { userId: string } | { guestKeyHash: string };

export async function insertConversation(
  db: Database,
  owner: ConversationOwner,
  title: string,
  at: Date,
): Promise<AssistantConversationRow> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ ...owner, title, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

/** The guest conversation whose secret hashes to `guestKeyHash`, or null. */
export async function findGuestConversation(
  db: Database,
  guestKeyHash: string,
): Promise<AssistantConversationRow | null> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.guestKeyHash, guestKeyHash), isNull(assistantConversations.userId)))
    .limit(1);
  return row ?? null;
}

/** Deletes guests' conversations last used before `before` (their messages go with them). */
export async function deleteGuestConversationsBefore(db: Database, before: Date): Promise<void> {
  await db
    .delete(assistantConversations)
    .where(and(isNull(assistantConversations.userId), lt(assistantConversations.updatedAt, before)));
}

/** Adds a turn and marks the conversation as just used, so the list shows it first. */
export async function insertMessage(db: Database, message: NewAssistantMessage & { createdAt: Date }) {
  await db.insert(assistantMessages).values(message);
  await db
    .update(assistantConversations)
    .set({ updatedAt: message.createdAt })
    .where(eq(assistantConversations.id, message.conversationId));
}

export async function deleteConversation(db: Database, id: string): Promise<void> {
  await db.delete(assistantConversations).where(eq(assistantConversations.id, id));
}
