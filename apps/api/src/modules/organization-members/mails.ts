import type { MailMessage } from '../../platform/mail/mailer';

/** docs/screens-and-flows.md#routes /invitation: the token rides in the link's hash, so it never reaches a server log. */
export function invitationMail(input: {
  to: string;
  orgName: string;
  inviterName: string;
  role: 'admin' | 'member';
  token: string;
  publicUrl: string;
  days: number;
}): MailMessage {
  const link = `${input.publicUrl}/invitation#${input.token}`;
  const as = input.role === 'admin' ? 'an admin' : 'a member';
  return {
    to: input.to,
    subject: `You are invited to join ${input.orgName} on CareNet`,
    text: `Hello,\n\n${input.inviterName || 'A colleague'} invited you to join the facility ${input.orgName} on CareNet as ${as}. Sign in (or sign up) with this e-mail address and open this link within ${input.days} days to accept:\n\n${link}\n\nIf you did not expect this invitation, you can ignore it.\n`,
  };
}
