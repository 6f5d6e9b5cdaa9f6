import { FACILITY_INVITATIONS_PATH, type Locale, type OrganizationMemberRole } from '@carenet/shared';
import { translatorFor } from '../../platform/i18n';
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
  /** The inviter's: the person invited has no language chosen yet. */
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  const link = `${input.publicUrl}/invitation#${input.token}`;
  const values = { name: input.inviterName || t('A colleague'), facility: input.orgName, days: input.days };
  return {
    to: input.to,
    subject: t('You are invited to join {facility} on CareNet', { facility: input.orgName }),
    text: [
      t('Hello,'),
      input.role === 'admin'
        ? t(
            '{name} invited you to join the facility {facility} on CareNet as an admin. Sign in (or sign up) with this e-mail address and open this link within {days} days to accept:',
            values,
          )
        : t(
            '{name} invited you to join the facility {facility} on CareNet as a member. Sign in (or sign up) with this e-mail address and open this link within {days} days to accept:',
            values,
          ),
      link,
      `${t('If you did not expect this invitation, you can ignore it.')}\n`,
    ].join('\n\n'),
  };
}

/**
 * An invitation by id (POST /org/{id}/user), in the invitee's language: it tells them who asked and as
 * what, that nothing changes unless they accept, and where to answer (signed in, no token in the link).
 */
export function invitationByIdMail(input: {
  to: string;
  inviteeName: string;
  orgName: string;
  orgVerified: boolean;
  inviterName: string;
  role: OrganizationMemberRole;
  publicUrl: string;
  locale: Locale;
}): MailMessage {
  const { t } = translatorFor(input.locale);
  const values = { name: input.inviterName || t('A colleague'), facility: input.orgName };
  const offer = {
    owner: t('{name} invited you to act for the facility {facility} on CareNet as an owner.', values),
    admin: t('{name} invited you to act for the facility {facility} on CareNet as an admin.', values),
    member: t('{name} invited you to act for the facility {facility} on CareNet as a member.', values),
  }[input.role];
  return {
    to: input.to,
    subject: t('You are invited to join {facility} on CareNet', { facility: input.orgName }),
    text: [
      input.inviteeName ? t('Hello {name},', { name: input.inviteeName }) : t('Hello,'),
      offer,
      ...(input.orgVerified ? [] : [t('CareNet has not verified this facility yet.')]),
      t('Nothing changes unless you accept. Sign in to accept or decline it: {link}', {
        link: `${input.publicUrl}${FACILITY_INVITATIONS_PATH}`,
      }),
      `${t('If you do not know this facility, decline the invitation.')}\n`,
    ].join('\n\n'),
  };
}
