// Without zod, so the web app's shell (the bell, live notifications) does not load the schemas.

/** docs/notification-rules.md#delivery: 0 unread, 1 read (PUT /notifications/{id} {status: 1}). */
export const NOTIFICATION_STATUS = { unread: 0, read: 1 } as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUS)[keyof typeof NOTIFICATION_STATUS];

/** The realtime topic of a user's notifications. */
export const notificationTopic = (userId: string) => `notifications:${userId}`;
