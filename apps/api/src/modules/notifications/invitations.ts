import type { z } from 'zod';
import { NOTIFICATION_MESSAGES, deriveRoleFlags, type invitationEmailSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail/mailer';
import { findUserByAccount } from '../users';
import { displayName } from './lookups';
import { canSendInvitations } from './policy';

export type InvitationInput = z.output<typeof invitationEmailSchema>;

/**
 * CareNet's invitation, written by CareNet: it names who sent it and links to CareNet only. The
 * sender's note (no links, one line) is quoted as theirs, so it can never pass for CareNet's own words.
 */
function invitationMail(to: string, sender: string, note: string | undefined, publicUrl: string) {
  const lines = [
    'Hello,',
    '',
    `${sender} invites you to join CareNet, where patients, doctors and facilities work together on care requests.`,
    ...(note ? ['', `${sender} adds: “${note}”`] : []),
    '',
    `Join CareNet: ${new URL('/invitation', publicUrl).toString()}`,
    '',
    'You receive this e-mail because a CareNet member entered your address. If you do not know them, ' +
      'you can ignore it: no account was made for you.',
  ];
  return {
    to,
    subject: `${sender} invites you to join CareNet`,
    text: lines.join('\n'),
  } satisfies MailMessage;
}

/** POST /notifications/email: a verified clinician (or an administrator) invites one person to CareNet. */
export async function sendInvitation(
  ctx: AppContext,
  principal: Principal,
  input: InvitationInput,
): Promise<void> {
  if (!canSendInvitations(principal)) throw AppError.forbidden(NOTIFICATION_MESSAGES.onlyVerifiedInvite);
  const [to] = input.recipientEmailIds;
  // Refer a doctor: someone who is a doctor here already is not invited again.
  const existing = await findUserByAccount(ctx.db, to);
  if (existing && deriveRoleFlags(existing.roles).doctor) {
    throw AppError.conflict(NOTIFICATION_MESSAGES.alreadyDoctor, [
      { path: 'recipientEmailIds', message: NOTIFICATION_MESSAGES.alreadyDoctor },
    ]);
  }
  const sender = await displayName(ctx.db, principal.userId);
  // Its only write: the mailer writes the message and its delivery job together.
  await ctx.mailer.send(invitationMail(to, sender, input.content || undefined, ctx.config.publicUrl));
}
