import { fullName } from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
import type { UserRow } from '../../platform/db/schema';
import type { MailMessage } from '../../platform/mail/mailer';

/** The e-mail that tells an onboarded person their account exists and lets them choose a password. */
export function setupLinkMail(
  person: Pick<UserRow, 'email' | 'name' | 'locale'>,
  link: string,
  days: number,
): MailMessage {
  const { t } = translatorFor(person.locale);
  const name = fullName(person.name);
  return {
    to: person.email,
    subject: t('Your CareNet account is ready: choose a password'),
    text: [
      name ? t('Hello {name},', { name }) : t('Hello there,'),
      t(
        'A CareNet administrator has created an account for you with this e-mail address. Choose your password here to sign in:',
      ),
      link,
      `${t('The link works once and expires in {days} days. If you were not expecting this e-mail, you can ignore it.', { days })}\n`,
    ].join('\n\n'),
  };
}
