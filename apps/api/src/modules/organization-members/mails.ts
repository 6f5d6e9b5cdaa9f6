import type { Locale } from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';

/** docs/screens-and-flows.md#routes /invitation: the token rides in the link's hash, so it never reaches a server log. */
export function invitationMail(input: {
  to: string;
  orgName: string;
  inviterName: string;
  role: 'admin' | 'member';
  token: string;
  publicUrl: string;
  days: number;
  /** The inviter's: the person invited has no language chosen yet. */
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  const link = `${input.publicUrl}/invitation#${input.token}`;
  const values = { name: input.inviterName || t('A colleague'), facility: input.orgName, days: input.days };
  return {
    to: input.to,
    subject: t('You are invited to join {facility} on CareNet', { facility: input.orgName }),
    text: [
      t('Hello,'),
      input.role === 'admin'
        ? t(
            '{name} invited you to join the facility {facility} on CareNet as an admin. Sign in (or sign up) with this e-mail address and open this link within {days} days to accept:',
            values,
          )
        : t(
            '{name} invited you to join the facility {facility} on CareNet as a member. Sign in (or sign up) with this e-mail address and open this link within {days} days to accept:',
            values,
          ),
      link,
      `${t('If you did not expect this invitation, you can ignore it.')}\n`,
    ].join('\n\n'),
  };
}
