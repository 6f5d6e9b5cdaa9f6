import { fullName, msg, type VerificationKind } from '@carenet/shared';
import { translatorFor, type Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mail/mailer';
import type { SubmissionView } from './repository';

const PAGE_OF: Record<VerificationKind, string> = {
  doctor: '/profileverification',
  facility: '/facilityverification',
  organization: '/organizationVerification',
};

/** What was verified, one whole sentence per kind so each reads naturally in every language. */
const VERIFIED: Record<VerificationKind, string> = {
  doctor: msg('An administrator reviewed the details you submitted and verified your doctor profile.'),
  facility: msg('An administrator reviewed the details you submitted and verified your facility profile.'),
  organization: msg('An administrator reviewed the details you submitted and verified your facility.'),
};
const REFUSED: Record<VerificationKind, string> = {
  doctor: msg(
    'An administrator reviewed the details you submitted for your doctor profile and could not verify them.',
  ),
  facility: msg(
    'An administrator reviewed the details you submitted for your facility profile and could not verify them.',
  ),
  organization: msg(
    'An administrator reviewed the details you submitted for your facility and could not verify them.',
  ),
};

function decision(view: SubmissionView, verified: boolean, { t }: Translator): string {
  const kind = view.submission.kind as VerificationKind;
  if (kind === 'organization' && view.orgName) {
    return verified
      ? t('An administrator reviewed the details you submitted and verified your facility {name}.', {
          name: view.orgName,
        })
      : t(
          'An administrator reviewed the details you submitted for your facility {name} and could not verify them.',
          { name: view.orgName },
        );
  }
  return t(verified ? VERIFIED[kind] : REFUSED[kind]);
}

/** The e-mail an applicant gets, in their language, when an administrator decides on their submission. */
export function decisionMail(view: SubmissionView, publicUrl: string): MailMessage | null {
  const { applicant, submission } = view;
  if (!applicant.email) return null;
  const i18n = translatorFor(applicant.locale);
  const { t } = i18n;
  const name = fullName(applicant.name);
  const hello = name ? t('Hello {name},', { name }) : t('Hello there,');
  const page = `${publicUrl}${PAGE_OF[submission.kind as VerificationKind]}`;
  if (submission.status === 'verified') {
    const next =
      submission.kind === 'doctor'
        ? ` ${t('You can now accept patients’ requests and care for them on CareNet.')}`
        : '';
    return {
      to: applicant.email,
      subject: t('Your CareNet verification is approved'),
      text: `${hello}\n\n${decision(view, true, i18n)}${next}\n\n${page}\n`,
    };
  }
  return {
    to: applicant.email,
    subject: t('Your CareNet verification was not approved'),
    text: [
      hello,
      decision(view, false, i18n),
      t('Reason: {reason}', { reason: submission.reason ?? '' }),
      `${t('You can correct your details and submit them again: {link}', { link: page })}\n`,
    ].join('\n\n'),
  };
}
