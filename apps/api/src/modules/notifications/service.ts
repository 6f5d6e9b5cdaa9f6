import type { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_STATUS,
  notificationTopic,
  webPushSubscriptionSchema,
  type NotificationPreferences,
  type notificationListQuerySchema,
  type pushBroadcastSchema,
  type pushTokenSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { NotificationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { PushPayload } from '../../platform/push/push';
import { PUSH_QUEUE } from './delivery';
import { cursorOf, parseCursor, presentNotification } from './presenter';
import {
  countUnread,
  deleteNotificationRow,
  deletePushSubscription,
  deletePushSubscriptionOf,
  findNotification,
  findPushSubscription,
  markAllRead,
  markNotificationRead,
  selectNotifications,
  selectNotificationsAfter,
  selectPreferences,
  selectPushSubscriptionsPage,
  selectUsersWithChannelOff,
  upsertPreferences,
  upsertPushSubscription,
} from './repository';

export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const BROADCAST_QUEUE = 'push.broadcast';
const BROADCAST_PAGE = 500;

/** A queued web push to one device; a device that the push service says expired is forgotten. */
export async function sendPush(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const device = await findPushSubscription(ctx.db, String(payload.subscriptionId));
  if (!device) return;
  const outcome = await ctx.push.send(device, payload.payload as PushPayload);
  if (outcome === 'expired') await deletePushSubscription(ctx.db, device.id);
}

/**
 * One job walks the devices a page at a time and queues a push for each, so a broadcast to many
 * devices never holds one request, and a failed device is retried alone. Users who turned push off
 * for announcements are skipped.
 */
export async function fanOutBroadcast(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  let afterId: string | null = null;
  for (;;) {
    const page = await selectPushSubscriptionsPage(ctx.db, afterId, BROADCAST_PAGE);
    const muted = await selectUsersWithChannelOff(
      ctx.db,
      [...new Set(page.map((device) => device.userId))],
      'announcements',
      'push',
    );
    for (const device of page.filter((one) => !muted.has(one.userId))) {
      await ctx.jobs.enqueue(PUSH_QUEUE, { subscriptionId: device.id, payload: payload.payload });
    }
    if (page.length < BROADCAST_PAGE) return;
    afterId = page[page.length - 1].id;
  }
}

/** The realtime topic `notifications:<userId>`, followed by its owner only, replaying what they missed. */
export function defineNotificationTopic(ctx: AppContext): void {
  ctx.realtime.defineTopic('notifications', {
    authorize: (principal, userId) => Promise.resolve(principal.userId === userId),
    replay: async (principal, userId, after) => {
      const cursor = parseCursor(after);
      if (!cursor) return [];
      const rows = await selectNotificationsAfter(ctx.db, userId, cursor);
      return rows.map((row) => ({
        topic: notificationTopic(principal.userId),
        event: 'notification.created',
        data: presentNotification(row),
        cursor: cursorOf(row),
      }));
    },
  });
}

/** docs/notification-rules.md#delivery's userId parameters name the caller; anyone else's notifications are not theirs to touch. */
function assertSelf(principal: Principal, userId: string | undefined): void {
  if (userId && userId !== principal.userId)
    throw AppError.forbidden(NOTIFICATION_MESSAGES.onlyOwnNotifications);
}

/** GET /notifications: the caller's own, newest first. */
export async function listNotifications(ctx: AppContext, principal: Principal, query: NotificationListQuery) {
  assertSelf(principal, query.userId);
  return selectNotifications(ctx.db, principal.userId, {
    status: query.status,
    types: query.type,
    limit: query.limit,
    offset: query.offset,
  });
}

export function unreadCount(ctx: AppContext, principal: Principal): Promise<number> {
  return countUnread(ctx.db, principal.userId);
}

/** A notification of the caller's; 404 for anyone else's. */
async function ownNotification(ctx: AppContext, principal: Principal, id: string): Promise<NotificationRow> {
  const row = await findNotification(ctx.db, id);
  if (!row || row.userId !== principal.userId) throw AppError.notFound();
  return row;
}

/** PUT /notifications/{id} {status: 1} */
export async function markRead(
  ctx: AppContext,
  principal: Principal,
  id: string,
  userId: string | undefined,
): Promise<NotificationRow> {
  assertSelf(principal, userId);
  const row = await ownNotification(ctx, principal, id);
  const read = row.status === NOTIFICATION_STATUS.read ? row : await markNotificationRead(ctx.db, row.id);
  await ctx.realtime.publish(notificationTopic(principal.userId), 'notification.read', { _id: row.id });
  return read;
}

export async function markEverythingRead(ctx: AppContext, principal: Principal): Promise<number> {
  const marked = await markAllRead(ctx.db, principal.userId);
  await ctx.realtime.publish(notificationTopic(principal.userId), 'notification.read', { all: true });
  return marked;
}

/** DELETE /notifications/{id} */
export async function removeNotification(
  ctx: AppContext,
  principal: Principal,
  id: string,
  userId: string | undefined,
): Promise<void> {
  assertSelf(principal, userId);
  const row = await ownNotification(ctx, principal, id);
  await deleteNotificationRow(ctx.db, row.id);
  await ctx.realtime.publish(notificationTopic(principal.userId), 'notification.deleted', { _id: row.id });
}

export function getPreferences(ctx: AppContext, principal: Principal): Promise<NotificationPreferences> {
  return selectPreferences(ctx.db, principal.userId);
}

export async function savePreferences(
  ctx: AppContext,
  principal: Principal,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await upsertPreferences(ctx.db, principal.userId, preferences);
  return selectPreferences(ctx.db, principal.userId);
}

/** POST /pushNotificationDeviceToken: this browser's subscription, for the caller only. */
export async function registerDevice(
  ctx: AppContext,
  principal: Principal,
  body: z.output<typeof pushTokenSchema>,
): Promise<void> {
  if (body.userId !== principal.userId) throw AppError.forbidden(NOTIFICATION_MESSAGES.onlyOwnDevice);
  let subscription: z.output<typeof webPushSubscriptionSchema>;
  try {
    subscription = webPushSubscriptionSchema.parse(JSON.parse(body.token));
  } catch {
    throw AppError.field('token', NOTIFICATION_MESSAGES.invalidSubscription);
  }
  if (!/^https:\/\//.test(subscription.endpoint) && ctx.config.env === 'production') {
    throw AppError.field('token', NOTIFICATION_MESSAGES.invalidSubscription);
  }
  await upsertPushSubscription(ctx.db, {
    userId: principal.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device: body.device,
  });
}

/** DELETE /pushNotificationDeviceToken {endpoint}: the caller turned push off on this browser. */
export async function unregisterDevice(
  ctx: AppContext,
  principal: Principal,
  endpoint: string,
): Promise<void> {
  await deletePushSubscriptionOf(ctx.db, principal.userId, endpoint);
}

/** POST /pushNotificationDeviceToken/sendToAll (administrators): an announcement to every device. */
export async function broadcast(ctx: AppContext, body: z.output<typeof pushBroadcastSchema>): Promise<void> {
  const payload: PushPayload = { title: body.title, body: body.body, link: body.link ?? null };
  await ctx.jobs.enqueue(BROADCAST_QUEUE, { payload: { ...payload } });
}
