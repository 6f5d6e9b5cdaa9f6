import type { MailMessage } from '../../platform/mail/mailer';

/** docs/screens-and-flows.md#routes /verifyOrganizationEmail/{orgId}/{userId}: the token rides in the hash, so it never reaches a server log. */
export function emailConfirmationMail(input: {
  to: string;
  orgName: string;
  orgId: string;
  userId: string;
  token: string;
  publicUrl: string;
  hours: number;
}): MailMessage {
  const link = `${input.publicUrl}/verifyOrganizationEmail/${input.orgId}/${input.userId}#${input.token}`;
  return {
    to: input.to,
    subject: `Confirm the e-mail address of ${input.orgName} on CareNet`,
    text: `Hello,\n\nThis address was given as the e-mail of the facility ${input.orgName} on CareNet. Please confirm it by opening this link within ${input.hours} hours:\n\n${link}\n\nIf you did not expect this e-mail, you can ignore it.\n`,
  };
}
