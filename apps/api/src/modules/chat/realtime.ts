import type { RealtimeEvent } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { messageEvent } from './message-events';
import { findMessageView, findRoom, selectMessagePage } from './repository';
import { isParticipant } from './service';

/** The most messages one resubscription replays; a client that missed more reads the rest over HTTP. */
const MAX_REPLAY = 200;

/**
 * Live conversations (DESIGN §1 Realtime): `chat:<roomId>` is followed by its participants (the rule
 * of GET /chatRooms/{id}) and replays the messages after a cursor (the message's seq); each user's
 * `chatInbox:<userId>` tells only them which conversation changed, so their list and unread counts
 * follow. What the sockets hear is published by the transaction that makes the change (service.ts).
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
      return views.map(messageEvent);
    },
    async load(roomId, messageId) {
      const view = await findMessageView(ctx.db, messageId);
      return view && view.message.roomId === roomId ? messageEvent(view) : null;
    },
  });
  ctx.realtime.defineTopic('chatInbox', {
    authorize: (principal, userId) => Promise.resolve(principal.userId === userId),
  });
}
