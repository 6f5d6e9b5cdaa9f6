import { CONFIRM_APPLICATION_PATH, GUEST_APPLICATION_CONFIRM_HOURS, type Locale } from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The link a guest confirms their application with. The token rides in the fragment, which browsers
 * never send to a server: it stays out of the server's request log, proxies and Referer headers.
 */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_APPLICATION_PATH}#${token}`;
}

/** The e-mail a guest's application sends to the address they gave, to prove it is theirs. */
export function confirmationMail(input: {
  to: string;
  firstName: string;
  requestTitle: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t('Please confirm your application on CareNet'),
    text: [
      t('Hello {name},', { name: input.firstName }),
      t(
        'You applied to “{title}” on CareNet. Please confirm your application by opening this link within {hours} hours:',
        { title: input.requestTitle, hours: GUEST_APPLICATION_CONFIRM_HOURS },
      ),
      input.link,
      `${t('The request’s owner receives your application once you confirm it. If you did not apply, you can ignore this e-mail: the application is deleted when the link expires.')}\n`,
    ].join('\n\n'),
  };
}
