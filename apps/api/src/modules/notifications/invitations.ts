import type { z } from 'zod';
import { NOTIFICATION_MESSAGES, deriveRoleFlags, type invitationEmailSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail/mailer';
import { REFERRAL_EVENTS, canSendInvitations, referralInviteUrl } from '../referrals';
import { findUserByAccount } from '../users';
import { displayName } from './lookups';

export type InvitationInput = z.output<typeof invitationEmailSchema>;

/**
 * CareNet's invitation, written by CareNet: it names who sent it and links to CareNet only. The
 * sender's note (no links, one line) is quoted as theirs, so it can never pass for CareNet's own words.
 */
function invitationMail(input: {
  to: string;
  recipientName: string | undefined;
  sender: string;
  note: string | undefined;
  inviteUrl: string;
}): MailMessage {
  const { sender, note } = input;
  const lines = [
    input.recipientName ? `Hello ${input.recipientName},` : 'Hello,',
    '',
    `${sender} invites you to join CareNet, where patients, doctors and facilities work together on care requests.`,
    ...(note ? ['', `${sender} adds: “${note}”`] : []),
    '',
    // The link carries the sender's referral code, so signing up through it records who referred them.
    `Join CareNet: ${input.inviteUrl}`,
    '',
    'You receive this e-mail because a CareNet member entered your address. If you do not know them, ' +
      'you can ignore it: no account was made for you.',
  ];
  return {
    to: input.to,
    subject: `${sender} invites you to join CareNet`,
    text: lines.join('\n'),
  };
}

/** POST /notifications/email: a verified clinician (or an administrator) invites one person to CareNet. */
export async function sendInvitation(
  ctx: AppContext,
  principal: Principal,
  input: InvitationInput,
  ip?: string,
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
  const inviteUrl = await referralInviteUrl(ctx, principal.userId, to);
  const mail = invitationMail({
    to,
    recipientName: input.fullName || undefined,
    sender,
    note: input.content || undefined,
    inviteUrl,
  });
  // The mailer writes the message and its delivery job in the same transaction as the activity-log event.
  await ctx.events.transaction(async (tx, emit) => {
    await ctx.mailer.send(mail, tx);
    await emit(
      REFERRAL_EVENTS.invited,
      {},
      { actorId: principal.userId, subjectType: 'user', subjectId: principal.userId, ip },
    );
  });
}
