import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';

/**
 * What a notification is about. SPEC §7 filters a user's list with `type=healthRequest,campaign`
 * (patients' requests and doctors' or facilities' campaigns); the other types are CareNet's own.
 */
export const NOTIFICATION_TYPES = [
  'healthRequest',
  'campaign',
  'appointment',
  'prescription',
  'message',
  'general',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  healthRequest: 'Care requests',
  campaign: 'Campaigns',
  appointment: 'Appointments',
  prescription: 'Prescriptions',
  message: 'Messages',
  general: 'Announcements',
};

/** SPEC §7: 0 unread, 1 read (PUT /notifications/{id} {status: 1}). */
export const NOTIFICATION_STATUS = { unread: 0, read: 1 } as const;

/** The channels a user chooses per kind of notification. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In CareNet',
  email: 'E-mail',
  push: 'Push on this device',
};

/** The kinds a user sets preferences for; each notification belongs to one. */
export const NOTIFICATION_KINDS = [
  'requestUpdates',
  'applications',
  'donations',
  'appointments',
  'prescriptions',
  'messages',
  'announcements',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  requestUpdates: {
    label: 'Request updates',
    description: 'Approval, reports, doctors and facilities assigned, decisions and treatment',
  },
  applications: { label: 'Applications', description: 'Someone applied to a request of yours' },
  donations: { label: 'Donations', description: 'A donation to a request of yours' },
  appointments: { label: 'Appointments', description: 'Booked, cancelled, and the reminder before one' },
  prescriptions: { label: 'Prescriptions', description: 'A doctor wrote you a prescription' },
  messages: { label: 'Messages', description: 'A new chat message while you are not in the conversation' },
  announcements: { label: 'Announcements', description: 'News from the CareNet team' },
};

export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** Everything on, except e-mail for each chat message (the inbox would fill up). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, email: kind !== 'messages', push: true }]),
) as NotificationPreferences;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  preferencesSaved: 'Your notification settings are saved',
  pushRegistered: 'Push notifications are on for this device',
  pushSent: 'The announcement is on its way',
  emailQueued: 'The e-mail is on its way',
  invalidSubscription: 'This browser did not give a usable push subscription.',
  onlyOwnDevice: 'You can only register a device for yourself.',
  onlyOwnNotifications: 'You can only change your own notifications.',
  enterSubject: 'Please enter a subject',
  enterContent: 'Please enter the message',
  enterRecipients: 'Please enter at least one e-mail address',
  tooManyRecipients: 'Please send to at most 10 addresses at once',
  enterTitle: 'Please enter a title',
} as const;

const uuid = z.string().trim().regex(UUID_PATTERN);

/** GET /notifications (SPEC §7): the caller's own; `type` is a comma-separated list. */
export const notificationListQuerySchema = z.object({
  userId: uuid.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
  type: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.split(',').map((t) => t.trim()) : []))
    .pipe(z.array(z.enum(NOTIFICATION_TYPES))),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  offset: z.coerce.number().int().min(0).default(0),
});

/** PUT /notifications/{id} {status: 1, userId} */
export const notificationUpdateSchema = z.object({
  status: z.literal(NOTIFICATION_STATUS.read),
  userId: uuid.optional(),
});

/** DELETE /notifications/{id} {userId} (the body is optional: the caller is who the token says). */
export const notificationDeleteSchema = z.object({ userId: uuid.optional() }).nullish();

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema])) as Record<
    NotificationKind,
    typeof channelsSchema
  >,
);

/** POST /notifications/email: an e-mail to up to 10 people (the Refer a doctor invitation, admins' notes). */
export const notificationEmailSchema = z.object({
  subject: z
    .string({ error: NOTIFICATION_MESSAGES.enterSubject })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterSubject)
    .max(200),
  recipientEmailIds: z
    .array(z.email())
    .min(1, NOTIFICATION_MESSAGES.enterRecipients)
    .max(10, NOTIFICATION_MESSAGES.tooManyRecipients),
  content: z
    .string({ error: NOTIFICATION_MESSAGES.enterContent })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterContent)
    .max(5000),
});

/** A browser's PushSubscription, as `subscription.toJSON()` gives it. */
export const webPushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

/** POST /pushNotificationDeviceToken {token, device: 'web', userId}: `token` is the subscription's JSON. */
export const pushTokenSchema = z.object({
  token: z.string().min(1).max(2000),
  device: z.literal('web'),
  userId: uuid,
});

/** POST /pushNotificationDeviceToken/sendToAll (administrators). */
export const pushBroadcastSchema = z.object({
  title: z
    .string({ error: NOTIFICATION_MESSAGES.enterTitle })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterTitle)
    .max(100),
  body: z
    .string({ error: NOTIFICATION_MESSAGES.enterContent })
    .trim()
    .min(1, NOTIFICATION_MESSAGES.enterContent)
    .max(500),
  link: z.string().trim().startsWith('/').max(300).optional(),
});

export interface NotificationDto {
  _id: string;
  userId: string;
  type: NotificationType;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where opening it goes, a path inside CareNet. */
  link: string | null;
  status: 0 | 1;
  createdAt: string;
}

/** The realtime topic of a user's notifications. */
export const notificationTopic = (userId: string) => `notifications:${userId}`;
