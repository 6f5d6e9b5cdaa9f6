import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_STATUS } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { notifications } from '../../platform/db/schema';
import type { DomainEvent } from '../../platform/events';
import type { CHAT_EVENTS } from '../chat';
import { findMessageView, selectMarkers } from '../chat';
import { deliver } from './delivery';
import { displayName } from './lookups';

export const CHAT_NOTIFY_QUEUE = 'notify.chatMessage';
/** How long a new message may stay unread before its recipient is told of it elsewhere. */
export const CHAT_NOTIFY_DELAY_MS = 10_000;

/** The conversation's screen; opening it marks the messages read. */
export const conversationLink = (roomId: string) => `/member/privateMessages?room=${roomId}`;

/**
 * A chat message notifies a recipient only when they are not looking: not when they follow the
 * conversation on this instance, and not when they have read it a few seconds later (which also covers
 * a tab on another instance). One unread notification per conversation is enough.
 */
export async function queueChatNotifications(
  ctx: AppContext,
  event: DomainEvent<typeof CHAT_EVENTS.messageCreated>,
): Promise<void> {
  const { roomId, messageId } = event.data;
  const recipients = event.data.recipientIds.filter(
    (userId) => !ctx.realtime.isFollowing(`chat:${roomId}`, userId),
  );
  if (!recipients.length) return;
  await ctx.jobs.enqueue(
    CHAT_NOTIFY_QUEUE,
    { messageId, recipientIds: recipients },
    { runAt: new Date(Date.now() + CHAT_NOTIFY_DELAY_MS) },
  );
}

export async function notifyUnreadChatMessage(
  ctx: AppContext,
  payload: Record<string, unknown>,
): Promise<void> {
  const view = await findMessageView(ctx.db, String(payload.messageId));
  if (!view) return;
  const { message } = view;
  const markers = await selectMarkers(ctx.db, [message.roomId]);
  const link = conversationLink(message.roomId);
  const sender = await displayName(ctx.db, message.senderId);
  for (const userId of (payload.recipientIds as string[] | undefined) ?? []) {
    const read = markers.find((marker) => marker.userId === userId)?.lastReadSeq ?? 0;
    if (read >= message.seq || (await hasUnreadAbout(ctx, userId, link))) continue;
    await deliver(ctx, [
      {
        userId,
        type: 'message',
        kind: 'messages',
        event: 'chat.message.created',
        // What was said stays in the conversation: e-mail and push carry no health details.
        title: `New message from ${sender}`,
        body: 'Open the conversation to read it.',
        link,
        actorId: message.senderId,
      },
    ]);
  }
}

async function hasUnreadAbout(ctx: AppContext, userId: string, link: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.link, link),
        eq(notifications.status, NOTIFICATION_STATUS.unread),
      ),
    )
    .limit(1);
  return Boolean(row);
}
