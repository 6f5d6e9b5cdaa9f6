import type { NotificationKind, NotificationType } from '@carenet/shared';

/** A notification to create for one person, before their preferences decide the channels. */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  kind: NotificationKind;
  event: string;
  title: string;
  body: string;
  link: string | null;
  actorId: string | null;
  /** False when the module that emitted the event sends its own e-mail (appointments do). */
  email?: boolean;
}
