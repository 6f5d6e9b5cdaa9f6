import { fullName } from '@carenet/shared';
import type { UserRow } from '../../platform/db/schema';
import { translatorFor } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The e-mail to an account's owner when someone signs up with its e-mail address or phone number, in
 * the owner's language (docs/outside-sign-in.md#accounts-cannot-be-enumerated): the sign-up itself
 * answers as for a new address, so this mail is the only place that says the account exists.
 */
export function signupOnTakenContactMail(
  owner: Pick<UserRow, 'email' | 'phone' | 'name' | 'locale'>,
  contact: 'email' | 'phone',
  publicUrl: string,
): MailMessage {
  const { t } = translatorFor(owner.locale);
  const name = fullName(owner.name);
  return {
    to: owner.email,
    subject: t('Someone tried to sign up to CareNet with your details'),
    text: [
      name ? t('Hello {name},', { name }) : t('Hello there,'),
      contact === 'email'
        ? t(
            'Someone just tried to create a CareNet account with your e-mail address {email}. You already have an account with it, so no new account was made.',
            { email: owner.email },
          )
        : t(
            'Someone just tried to create a CareNet account with your phone number {phone}. It belongs to your account, so it was not added to the new one.',
            { phone: owner.phone ?? '' },
          ),
      t('If it was you, sign in instead: {url}', { url: new URL('/login', publicUrl).toString() }),
      t('If you do not remember your password, reset it here: {url}', {
        url: new URL('/forgot-password', publicUrl).toString(),
      }),
      t('If it was not you, you can ignore this e-mail: nothing about your account has changed.'),
    ].join('\n\n'),
  };
}
