import {
  NOTIFICATION_STATUS,
  type NotificationDto,
  type NotificationKind,
  type NotificationType,
} from '@carenet/shared';
import type { NotificationRow } from '../../platform/db/schema';

export function presentNotification(row: NotificationRow): NotificationDto {
  return {
    _id: row.id,
    userId: row.userId,
    type: row.type as NotificationType,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    status: row.status === NOTIFICATION_STATUS.read ? NOTIFICATION_STATUS.read : NOTIFICATION_STATUS.unread,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The realtime cursor of a notification: its time then id, which sorts in creation order. */
export const cursorOf = (row: NotificationRow) => `${row.createdAt.toISOString()}_${row.id}`;

export function parseCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [time, id] = cursor.split('_');
  const createdAt = new Date(time);
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}
