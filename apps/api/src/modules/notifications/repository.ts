import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUS,
  isUuid,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationType,
} from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  type NotificationRow,
  type PushSubscriptionRow,
} from '../../platform/db/schema';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Database, row: NewNotification): Promise<NotificationRow> {
  const [created] = await db.insert(notifications).values(row).returning();
  return created;
}

export interface NotificationFilter {
  status?: number;
  types: NotificationType[];
  limit: number;
  offset: number;
}

/** A user's notifications, newest first, and how many match in all. */
export async function selectNotifications(
  db: Database,
  userId: string,
  filter: NotificationFilter,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    eq(notifications.userId, userId),
    filter.status === undefined ? undefined : eq(notifications.status, filter.status),
    filter.types.length ? inArray(notifications.type, filter.types) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, NOTIFICATION_STATUS.unread)));
  return total;
}

/** Notifications of a user created after a realtime cursor (`<ISO time>_<id>`), oldest first. */
export function selectNotificationsAfter(
  db: Database,
  userId: string,
  after: { createdAt: Date; id: string },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(
          gt(notifications.createdAt, after.createdAt),
          and(eq(notifications.createdAt, after.createdAt), gt(notifications.id, after.id)),
        ),
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .limit(200);
}

export async function findNotification(db: Database, id: string): Promise<NotificationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

export async function markNotificationRead(db: Database, id: string): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(eq(notifications.id, id))
    .returning();
  return row;
}

/** Marks every unread notification of a user read; how many it marked. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: NOTIFICATION_STATUS.read })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, NOTIFICATION_STATUS.unread)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotificationRow(db: Database, id: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, id));
}

/** A user's preferences; kinds added since they saved theirs take the defaults. */
export async function selectPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  const saved = row?.preferences;
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], ...(saved?.[kind] ?? {}) },
    ]),
  ) as NotificationPreferences;
}

export async function upsertPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences, updatedAt: sql`now()` },
    });
}

/** Registers a browser's subscription for a user; the same browser signing in as someone else moves to them. */
export async function upsertPushSubscription(
  db: Database,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; device: string },
): Promise<PushSubscriptionRow> {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, device: row.device },
    })
    .returning();
  return saved;
}

export function selectPushSubscriptionsOf(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Every subscription, a page at a time by id (a broadcast walks them all). */
export function selectPushSubscriptionsPage(
  db: Database,
  afterId: string | null,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(afterId ? gt(pushSubscriptions.id, afterId) : undefined)
    .orderBy(pushSubscriptions.id)
    .limit(limit);
}

export async function findPushSubscription(db: Database, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function deletePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function deletePushSubscriptionOf(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** Of these users, those who turned one channel of one kind off (the rest keep the default: on). */
export async function selectUsersWithChannelOff(
  db: Database,
  userIds: string[],
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, userIds),
        sql`${notificationPreferences.preferences} -> ${kind} ->> ${channel} = 'false'`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
