import type { z } from 'zod';
import { NOTIFICATION_MESSAGES, deriveRoleFlags, type invitationEmailSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translatorFor, type Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import { REFERRAL_EVENTS, canSendInvitations, referralInviteUrl } from '../referrals';
import { findUserByAccount } from '../users';
import { displayName } from './lookups';

export type InvitationInput = z.output<typeof invitationEmailSchema>;

/**
 * CareNet's invitation, written by CareNet: it names who sent it and links to CareNet only. The
 * sender's note (no links, one line) is quoted as theirs, so it can never pass for CareNet's own words.
 */
function invitationMail(
  input: {
    to: string;
    recipientName: string | undefined;
    sender: string;
    note: string | undefined;
    inviteUrl: string;
  },
  { t }: Translator,
): MailMessage {
  const { sender, note } = input;
  const lines = [
    input.recipientName ? t('Hello {name},', { name: input.recipientName }) : t('Hello,'),
    '',
    t(
      '{sender} invites you to join CareNet, where patients, doctors and facilities work together on care requests.',
      { sender },
    ),
    ...(note ? ['', t('{sender} adds: “{note}”', { sender, note })] : []),
    '',
    // The link carries the sender's referral code, so signing up through it records who referred them.
    t('Join CareNet: {link}', { link: input.inviteUrl }),
    '',
    t(
      'You receive this e-mail because a CareNet member entered your address. If you do not know them, you can ignore it: no account was made for you.',
    ),
  ];
  return {
    to: input.to,
    subject: t('{sender} invites you to join CareNet', { sender }),
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
  const mail = invitationMail(
    {
      to,
      recipientName: input.fullName || undefined,
      sender,
      note: input.content || undefined,
      inviteUrl,
    },
    // The person invited has no language chosen yet: the invitation is written in the sender's.
    translatorFor(principal.user.locale),
  );
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
