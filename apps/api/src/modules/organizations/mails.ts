import type { Locale } from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';

/** docs/screens-and-flows.md#routes /verifyOrganizationEmail/{orgId}/{userId}: the token rides in the hash, so it never reaches a server log. */
export function emailConfirmationMail(input: {
  to: string;
  orgName: string;
  orgId: string;
  userId: string;
  token: string;
  publicUrl: string;
  hours: number;
  locale: Locale;
}): MailMessage {
  const link = `${input.publicUrl}/verifyOrganizationEmail/${input.orgId}/${input.userId}#${input.token}`;
  const { t } = translatorFor(input.locale);
  const name = input.orgName;
  return {
    to: input.to,
    subject: t('Confirm the e-mail address of {name} on CareNet', { name }),
    text: [
      t('Hello,'),
      t(
        'This address was given as the e-mail of the facility {name} on CareNet. Please confirm it by opening this link within {hours} hours:',
        { name, hours: input.hours },
      ),
      link,
      `${t('If you did not expect this e-mail, you can ignore it.')}\n`,
    ].join('\n\n'),
  };
}
