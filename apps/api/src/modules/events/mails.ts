import { EVENT_CHECK_IN_PATH, formatDonationAmount } from '@carenet/shared';
import type { MailMessage } from '../../platform/mail/mailer';
import type { EventRow } from '../../platform/db/schema';

const QR_CID = 'checkin-qr@carenet';

/** What the check-in QR code encodes: the check-in screen with the token in the fragment (never sent to a server log). */
export function checkInUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${EVENT_CHECK_IN_PATH}#${token}`;
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
}): MailMessage {
  const when = `${input.event.startsAt.toUTCString()}`;
  const due =
    input.amountDue > 0
      ? `Amount due: ${formatDonationAmount(input.amountDue, input.currency)}`
      : 'Entry is free.';
  const text =
    `Hello ${input.fullName},\n\n` +
    `You are registered for “${input.event.title}”.\n` +
    `When: ${when}\nWhere: ${input.event.venue || 'to be announced'}\n${due}\n\n` +
    `Show the attached QR code at the entrance to check in. If it cannot be scanned, staff can enter your check-in code: ${input.token}\n\n` +
    `Check-in link (for staff): ${input.checkInUrl}\n`;
  const html =
    `<p>Hello ${escapeHtml(input.fullName)},</p>` +
    `<p>You are registered for <strong>${escapeHtml(input.event.title)}</strong>.</p>` +
    `<p>When: ${escapeHtml(when)}<br>Where: ${escapeHtml(input.event.venue || 'to be announced')}<br>${escapeHtml(due)}</p>` +
    `<p>Show this QR code at the entrance to check in:</p>` +
    `<p><img src="cid:${QR_CID}" alt="Check-in QR code" width="240" height="240"></p>` +
    `<p>If it cannot be scanned, staff can enter your check-in code: <code>${escapeHtml(input.token)}</code></p>`;
  return {
    to: input.to,
    subject: `You are registered: ${input.event.title}`,
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
