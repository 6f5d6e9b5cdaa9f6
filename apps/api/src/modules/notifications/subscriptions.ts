import type { AppContext } from '../../platform/context';
import { CHAT_EVENTS } from '../chat';
import { CHAT_NOTIFY_QUEUE, notifyUnreadChatMessage, queueChatNotifications } from './chat-messages';
import { PUSH_QUEUE } from './delivery';
import { NOTIFICATION_RULES } from './rules';
import { BROADCAST_QUEUE, defineNotificationTopic, fanOutBroadcast, sendPush } from './service';

/**
 * Notifications' part in the app: each rule listens durably to its domain event, a new chat message
 * may notify its recipients later, the push jobs run, and each user follows their own topic.
 */
export function subscribeNotifications(ctx: AppContext): void {
  for (const subscribe of NOTIFICATION_RULES) subscribe(ctx);
  ctx.events.subscribe('notifications', CHAT_EVENTS.messageCreated, (event) =>
    queueChatNotifications(ctx, event),
  );
  ctx.jobs.register(CHAT_NOTIFY_QUEUE, (payload) => notifyUnreadChatMessage(ctx, payload));
  ctx.jobs.register(PUSH_QUEUE, (payload) => sendPush(ctx, payload));
  ctx.jobs.register(BROADCAST_QUEUE, (payload) => fanOutBroadcast(ctx, payload));
  defineNotificationTopic(ctx);
}
