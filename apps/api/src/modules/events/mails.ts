import {
  EVENT_CHECK_IN_PATH,
  EVENT_CONFIRM_PATH,
  formatDonationAmount,
  interpolate,
  msg,
  type Locale,
} from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import type { EventRow } from '../../platform/db/schema';

const QR_CID = 'checkin-qr@carenet';

/** What the check-in QR code encodes: the check-in screen with the token in the fragment (never sent to a server log). */
export function checkInUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${EVENT_CHECK_IN_PATH}#${token}`;
}

/** What the confirmation e-mail's link opens: the confirmation page with the secret in the fragment (never in a server log). */
export function confirmationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${EVENT_CONFIRM_PATH}#${token}`;
}

/** The QR code as a PNG; qrcode is loaded with the first registration, not at start. */
export async function checkInQrPng(url: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The registration's confirmation: what, where, what is due, and the QR code to show at the door. */
export function registrationMail(input: {
  to: string;
  fullName: string;
  event: EventRow;
  amountDue: number;
  currency: string;
  token: string;
  checkInUrl: string;
  qrPng: Buffer;
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  /** The translated sentence escaped for HTML, then filled in with values already made safe. */
  const inHtml = (text: string, values: Record<string, string>) => interpolate(escapeHtml(t(text)), values);
  const when = input.event.startsAt.toUTCString();
  const where = input.event.venue || t('to be announced');
  const due =
    input.amountDue > 0
      ? t('Amount due: {amount}', { amount: formatDonationAmount(input.amountDue, input.currency) })
      : t('Entry is free.');
  const registered = msg('You are registered for “{title}”.');
  const text = [
    t('Hello {name},', { name: input.fullName }),
    [
      t(registered, { title: input.event.title }),
      t('When: {when}', { when }),
      t('Where: {where}', { where }),
      due,
    ].join('\n'),
    t(
      'Show the attached QR code at the entrance to check in. If it cannot be scanned, staff can enter your check-in code: {code}',
      { code: input.token },
    ),
    `${t('Check-in link (for staff): {link}', { link: input.checkInUrl })}\n`,
  ].join('\n\n');
  const html =
    `<p>${inHtml('Hello {name},', { name: escapeHtml(input.fullName) })}</p>` +
    `<p>${inHtml(registered, { title: `<strong>${escapeHtml(input.event.title)}</strong>` })}</p>` +
    `<p>${inHtml('When: {when}', { when: escapeHtml(when) })}<br>${inHtml('Where: {where}', {
      where: escapeHtml(where),
    })}<br>${escapeHtml(due)}</p>` +
    `<p>${escapeHtml(t('Show this QR code at the entrance to check in:'))}</p>` +
    `<p><img src="cid:${QR_CID}" alt="${escapeHtml(t('Check-in QR code'))}" width="240" height="240"></p>` +
    `<p>${inHtml('If it cannot be scanned, staff can enter your check-in code: {code}', {
      code: `<code>${escapeHtml(input.token)}</code>`,
    })}</p>`;
  return {
    to: input.to,
    subject: t('You are registered: {title}', { title: input.event.title }),
    text,
    html,
    attachments: [
      {
        filename: 'check-in-qr.png',
        contentType: 'image/png',
        contentBase64: input.qrPng.toString('base64'),
        cid: QR_CID,
      },
    ],
  };
}

/**
 * The e-mail that proves the address is the registrant's: nothing is held, and no coupon is used, until
 * its link is opened. Whoever typed the address chose the name in it, so it says what to do if it was not them.
 */
export function confirmationMail(input: {
  to: string;
  fullName: string;
  event: EventRow;
  confirmationUrl: string;
  expiresAt: Date;
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  const inHtml = (text: string, values: Record<string, string>) => interpolate(escapeHtml(t(text)), values);
  const deadline = input.expiresAt.toUTCString();
  const asked = msg('Someone, we hope you, asked to register this e-mail address for “{title}”.');
  const openBy = msg(
    'To confirm the registration and get your check-in QR code, open this link by {deadline}:',
  );
  const notYou = t(
    'No place is held until you confirm. If it was not you, ignore this e-mail: nothing is registered without your confirmation.',
  );
  const text = [
    t('Hello {name},', { name: input.fullName }),
    t(asked, { title: input.event.title }),
    `${t(openBy, { deadline })}\n${input.confirmationUrl}`,
    `${notYou}\n`,
  ].join('\n\n');
  const href = escapeHtml(input.confirmationUrl);
  const html =
    `<p>${inHtml('Hello {name},', { name: escapeHtml(input.fullName) })}</p>` +
    `<p>${inHtml(asked, { title: `<strong>${escapeHtml(input.event.title)}</strong>` })}</p>` +
    `<p>${inHtml(openBy, { deadline: escapeHtml(deadline) })}<br><a href="${href}">${escapeHtml(
      t('Confirm my registration'),
    )}</a></p>` +
    `<p>${escapeHtml(notYou)}</p>`;
  return {
    to: input.to,
    subject: t('Confirm your registration: {title}', { title: input.event.title }),
    text,
    html,
  };
}
