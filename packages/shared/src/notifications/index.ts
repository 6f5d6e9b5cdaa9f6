import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
import { NOTIFICATION_STATUS, type NotificationStatus } from './constants';

export * from './constants';

/**
 * What a notification is about. docs/notification-rules.md#delivery filters a user's list with `type=healthRequest,campaign`
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
  'facilityInvitations',
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
  facilityInvitations: {
    label: 'Facility invitations',
    description: 'A facility invites you to act for it, to accept or decline',
  },
  announcements: { label: 'Announcements', description: 'News from the CareNet team' },
};

export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** Everything on, except e-mail for each chat message (the inbox would fill up). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, email: kind !== 'messages', push: true }]),
) as NotificationPreferences;

/** The most an inviter may add, in their own words, to CareNet's invitation. */
export const INVITATION_NOTE_MAX = 300;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  deleted: 'Notification deleted',
  preferencesSaved: 'Your notification settings are saved',
  pushRegistered: 'Push notifications are on for this device',
  pushSent: 'The announcement is on its way',
  invalidSubscription: 'This browser did not give a usable push subscription.',
  onlyOwnDevice: 'You can only register a device for yourself.',
  onlyOwnNotifications: 'You can only change your own notifications.',
  enterContent: 'Please enter the message',
  enterTitle: 'Please enter a title',
  // Invitations (Refer a doctor); the first four are SPEC's
  invitationSent: 'Invitation sent successfully',
  alreadyDoctor: 'The person selected is already a doctor in our application.',
  enterEmail: 'Please enter Email Address',
  invalidEmail: 'Please enter a valid Email Address',
  oneRecipient: 'Please invite one person at a time',
  noteTooLong: `Please keep the note to ${INVITATION_NOTE_MAX} characters`,
  noteWithoutLinks: 'Please leave links and HTML out of the note',
  onlyVerifiedInvite: 'Only verified doctors and facilities can send invitations.',
} as const;

const uuid = z.string().trim().regex(UUID_PATTERN);

/** GET /notifications (docs/notification-rules.md#delivery): the caller's own; `type` is a comma-separated list. */
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

/** Markup, a scheme, www. or a bare domain (mail clients turn those into links). */
const LINK_OR_MARKUP = /[<>]|:\/\/|\bwww\.|\b[a-z0-9-]+\.[a-z]{2,}\b/i;

/**
 * POST /notifications/email (SPEC's invitation e-mail {subject, recipientEmailIds, content}): CareNet
 * writes the invitation, subject included, so a caller's `subject` is not read. `content` is an optional
 * short personal note, quoted on one line in CareNet's text, and there is one recipient per call.
 */
export const invitationEmailSchema = z.object({
  recipientEmailIds: z
    .array(z.email(NOTIFICATION_MESSAGES.invalidEmail), { error: NOTIFICATION_MESSAGES.enterEmail })
    .min(1, NOTIFICATION_MESSAGES.enterEmail)
    .max(1, NOTIFICATION_MESSAGES.oneRecipient),
  /** The invited person's name, for the greeting; the 'Refer a doctor' form asks for it. */
  fullName: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .refine((name) => !LINK_OR_MARKUP.test(name), NOTIFICATION_MESSAGES.noteWithoutLinks)
    .optional(),
  content: z
    .string()
    .trim()
    .max(INVITATION_NOTE_MAX, NOTIFICATION_MESSAGES.noteTooLong)
    .refine((note) => !LINK_OR_MARKUP.test(note), NOTIFICATION_MESSAGES.noteWithoutLinks)
    .transform((note) => note.replace(/\s+/g, ' '))
    .optional(),
});

export type InvitationEmailInput = z.input<typeof invitationEmailSchema>;

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
  status: NotificationStatus;
  createdAt: string;
}
