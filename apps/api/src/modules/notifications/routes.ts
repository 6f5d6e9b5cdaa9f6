import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  idParamSchema,
  notificationDeleteSchema,
  invitationEmailSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationUpdateSchema,
  pushBroadcastSchema,
  pushTokenSchema,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { sendInvitation } from './invitations';
import { presentNotification } from './presenter';
import {
  broadcast,
  getPreferences,
  listNotifications,
  markEverythingRead,
  markRead,
  registerDevice,
  removeNotification,
  savePreferences,
  unreadCount,
  unregisterDevice,
} from './service';

const tags = ['notifications'];

/** docs/notification-rules.md#delivery "Notifications": a user's own list, their channels, their devices, and announcements. */
export const notificationRoutes: ApiModule = (ctx) => {
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags,
          summary: "The caller's notifications, newest first (type: comma-separated list)",
          querystring: notificationListQuerySchema,
        },
      },
      async (request) => {
        const { rows, total } = await listNotifications(ctx, requireUser(request), request.query);
        return ok(rows.map(presentNotification), 'Success', { totalCountOfRecords: total });
      },
    );

    app.get(
      '/notifications/unreadCount',
      { schema: { tags, summary: "How many of the caller's notifications are unread (the top bar badge)" } },
      async (request) => ok({ count: await unreadCount(ctx, requireUser(request)) }),
    );

    app.put(
      '/notifications/readAll',
      { schema: { tags, summary: "Mark every one of the caller's notifications read" } },
      async (request) =>
        ok({ marked: await markEverythingRead(ctx, requireUser(request)) }, 'Updated successfully'),
    );

    app.get(
      '/notifications/preferences',
      { schema: { tags, summary: 'The channels the caller chose for each kind of notification' } },
      async (request) => ok(await getPreferences(ctx, requireUser(request))),
    );

    app.put(
      '/notifications/preferences',
      {
        schema: {
          tags,
          summary: 'Choose in-app, e-mail and push for each kind of notification',
          body: notificationPreferencesSchema,
        },
      },
      async (request) =>
        ok(
          await savePreferences(ctx, requireUser(request), request.body),
          NOTIFICATION_MESSAGES.preferencesSaved,
        ),
    );

    app.put(
      '/notifications/:id',
      {
        schema: {
          tags,
          summary: 'Mark one of the caller’s notifications read ({status: 1})',
          params: idParamSchema,
          body: notificationUpdateSchema,
        },
      },
      async (request) => {
        const row = await markRead(ctx, requireUser(request), request.params.id, request.body.userId);
        return ok(presentNotification(row), NOTIFICATION_MESSAGES.markedRead);
      },
    );

    app.delete(
      '/notifications/:id',
      {
        schema: {
          tags,
          summary: 'Delete one of the caller’s notifications',
          params: idParamSchema,
          body: notificationDeleteSchema,
        },
      },
      async (request) => {
        await removeNotification(ctx, requireUser(request), request.params.id, request.body?.userId);
        return ok(null, NOTIFICATION_MESSAGES.deleted);
      },
    );

    app.post(
      '/notifications/email',
      {
        schema: {
          tags,
          summary:
            "Invite one person to CareNet in CareNet's words, with an optional short note (verified doctors and facilities, administrators)",
          body: invitationEmailSchema,
        },
        // Per sender, once the token is read: changing address does not buy more invitations.
        config: {
          rateLimit: {
            max: 20,
            timeWindow: '1 hour',
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => request.principal?.userId ?? request.ip,
          },
        },
      },
      async (request) => {
        await sendInvitation(ctx, requireUser(request), request.body, request.ip);
        return ok(null, NOTIFICATION_MESSAGES.invitationSent);
      },
    );

    app.get(
      '/pushNotificationDeviceToken/publicKey',
      { schema: { tags, summary: "The platform's VAPID public key, for a browser to subscribe with" } },
      async () => ok({ publicKey: ctx.push.publicKey }),
    );

    app.post(
      '/pushNotificationDeviceToken',
      {
        schema: {
          tags,
          summary:
            "Register this browser's push subscription ({token: subscription JSON, device: 'web', userId})",
          body: pushTokenSchema,
        },
      },
      async (request, reply) => {
        await registerDevice(ctx, requireUser(request), request.body);
        return reply.code(201).send(ok(null, NOTIFICATION_MESSAGES.pushRegistered, { statusCode: 201 }));
      },
    );

    app.delete(
      '/pushNotificationDeviceToken',
      {
        schema: {
          tags,
          summary: 'Stop push notifications on this browser',
          body: z.object({ endpoint: z.string().min(1).max(1000) }),
        },
      },
      async (request) => {
        await unregisterDevice(ctx, requireUser(request), request.body.endpoint);
        return ok(null, 'Updated successfully');
      },
    );

    app.post(
      '/pushNotificationDeviceToken/sendToAll',
      {
        schema: {
          tags,
          summary: 'Push an announcement to every registered device (administrators)',
          body: pushBroadcastSchema,
        },
      },
      async (request, reply) => {
        requireAbility(request, 'broadcastNotifications');
        await broadcast(ctx, request.body);
        return reply.code(202).send(ok(null, NOTIFICATION_MESSAGES.pushSent, { statusCode: 202 }));
      },
    );
  };
};
