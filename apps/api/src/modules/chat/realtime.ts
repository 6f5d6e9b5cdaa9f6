import {
  CHAT_REALTIME_EVENTS,
  chatCursor,
  chatInboxTopic,
  chatTopic,
  type ChatInboxEventData,
  type ChatReadEventData,
  type RealtimeEvent,
} from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import type { DomainEvent } from '../../platform/events';
import { CHAT_EVENTS } from './events';
import { presentMessage } from './presenter';
import { findMessageView, findRoom, selectMessagePage } from './repository';
import { isParticipant } from './service';

/** The most messages one resubscription replays; a client that missed more reads the rest over HTTP. */
const MAX_REPLAY = 200;

interface MessageCreated {
  roomId: string;
  messageId: string;
  senderId: string;
  recipientIds: string[];
}

function tellInboxes(ctx: AppContext, userIds: string[], roomId: string): Promise<void[]> {
  const data: ChatInboxEventData = { roomId };
  return Promise.all(
    userIds.map((userId) =>
      ctx.realtime.publish(chatInboxTopic(userId), CHAT_REALTIME_EVENTS.conversationUpdated, data),
    ),
  );
}

/**
 * Live conversations (DESIGN §1 Realtime): `chat:<roomId>` is followed by its participants (the rule
 * of GET /chatRooms/{id}) and replays the messages after a cursor (the message's seq); each user's
 * `chatInbox:<userId>` tells only them which conversation changed, so their list and unread counts
 * follow. Publishing subscribes to the domain events, as notifications do.
 */
export function registerChatRealtime(ctx: AppContext): void {
  ctx.realtime.defineTopic('chat', {
    authorize: (principal, roomId) => isParticipant(ctx, principal.userId, roomId),
    async replay(_principal, roomId, after): Promise<RealtimeEvent[]> {
      const seq = Number(after);
      if (!Number.isSafeInteger(seq) || seq < 0) return [];
      const room = await findRoom(ctx.db, roomId);
      if (!room) return [];
      const { views } = await selectMessagePage(ctx.db, room.id, { order: 1, limit: MAX_REPLAY, after: seq });
      return views.map((view) => ({
        topic: chatTopic(room.id),
        event: CHAT_REALTIME_EVENTS.messageCreated,
        data: presentMessage(view),
        cursor: chatCursor(view.message.seq),
      }));
    },
  });
  ctx.realtime.defineTopic('chatInbox', {
    authorize: (principal, userId) => Promise.resolve(principal.userId === userId),
  });

  ctx.events.on(CHAT_EVENTS.messageCreated, async (event: DomainEvent) => {
    const data = event.data as unknown as MessageCreated;
    const view = await findMessageView(ctx.db, data.messageId);
    if (!view) return;
    await ctx.realtime.publish(
      chatTopic(data.roomId),
      CHAT_REALTIME_EVENTS.messageCreated,
      presentMessage(view),
      chatCursor(view.message.seq),
    );
    // The sender's other tabs follow their own list too.
    await tellInboxes(ctx, [data.senderId, ...data.recipientIds], data.roomId);
  });

  ctx.events.on(CHAT_EVENTS.roomRead, async (event: DomainEvent) => {
    const data = event.data as unknown as ChatReadEventData;
    await ctx.realtime.publish(chatTopic(data.roomId), CHAT_REALTIME_EVENTS.read, data);
    await tellInboxes(ctx, [data.userId], data.roomId);
  });

  ctx.events.on(CHAT_EVENTS.roomDeleted, async (event: DomainEvent) => {
    const roomId = event.subjectId ?? '';
    const { participantIds } = event.data as { participantIds: string[] };
    await ctx.realtime.publish(chatTopic(roomId), CHAT_REALTIME_EVENTS.roomDeleted, { roomId });
    await tellInboxes(ctx, participantIds, roomId);
  });
}
