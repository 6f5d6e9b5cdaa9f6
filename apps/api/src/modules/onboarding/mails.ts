import type { MailMessage } from '../../platform/mail/mailer';

/** The e-mail that tells an onboarded person their account exists and lets them choose a password. */
export function setupLinkMail(to: string, name: string, link: string, days: number): MailMessage {
  return {
    to,
    subject: 'Your CareNet account is ready: choose a password',
    text:
      `Hello ${name || 'there'},\n\n` +
      `A CareNet administrator has created an account for you with this e-mail address. ` +
      `Choose your password here to sign in:\n\n${link}\n\n` +
      `The link works once and expires in ${days} days. If you were not expecting this e-mail, you can ignore it.\n`,
  };
}
