import { and, asc, desc, eq } from 'drizzle-orm';
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

export async function insertConversation(
  db: Database,
  userId: string,
  title: string,
  at: Date,
): Promise<AssistantConversationRow> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ userId, title, createdAt: at, updatedAt: at })
    .returning();
  return row;
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
