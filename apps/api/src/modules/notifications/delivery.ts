import { notificationTopic } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { translatorFor } from '../../platform/i18n';
import type { NotificationDraft } from './drafts';
import { recipients } from './lookups';
import { cursorOf, presentNotification } from './presenter';
import { insertNotification, selectPreferences, selectPushSubscriptionsOf } from './repository';

export const PUSH_QUEUE = 'push.send';

/**
 * Delivers notifications through the channels each recipient chose: in CareNet (stored, and live to
 * their open tabs), e-mail (through the mailer's outbox) and web push (a job per device). Nobody is
 * notified of what they did themselves.
 */
export async function deliver(ctx: AppContext, drafts: NotificationDraft[]): Promise<void> {
  const wanted = drafts.filter((draft) => draft.userId !== draft.actorId);
  if (!wanted.length) return;
  const people = await recipients(
    ctx.db,
    wanted.map((draft) => draft.userId),
  );
  for (const draft of wanted) {
    const person = people.get(draft.userId);
    if (!person) continue;
    const channels = (await selectPreferences(ctx.db, draft.userId))[draft.kind];
    if (channels.inApp) {
      const row = await insertNotification(ctx.db, {
        userId: draft.userId,
        type: draft.type,
        kind: draft.kind,
        event: draft.event,
        title: draft.title,
        body: draft.body,
        link: draft.link,
        actorId: draft.actorId,
      });
      await ctx.realtime.publish(
        notificationTopic(draft.userId),
        'notification.created',
        presentNotification(row),
        cursorOf(row),
      );
    }
    // Stored in English (each reader's screen shows it in their language); sent out in the recipient's.
    const { t, tm } = translatorFor(person.locale);
    const title = tm(draft.title);
    const body = tm(draft.body);
    if (channels.email && draft.email !== false && person.emailVerified) {
      const link = draft.link
        ? [t('Open it in CareNet: {link}', { link: new URL(draft.link, ctx.config.publicUrl).toString() })]
        : [];
      await ctx.mailer.send({
        to: person.email,
        subject: title,
        text: [
          body,
          ...link,
          t('You can choose which e-mails CareNet sends you in Notifications, Settings.'),
        ].join('\n\n'),
      });
    }
    if (channels.push) {
      for (const device of await selectPushSubscriptionsOf(ctx.db, draft.userId)) {
        await ctx.jobs.enqueue(PUSH_QUEUE, {
          subscriptionId: device.id,
          payload: { title, body, link: draft.link },
        });
      }
    }
  }
}
