import { fullName, type VerificationKind } from '@carenet/shared';
import type { MailMessage } from '../../platform/mail/mailer';
import type { SubmissionView } from './repository';

const SUBJECT_OF: Record<VerificationKind, string> = {
  doctor: 'your doctor profile',
  facility: 'your facility profile',
  organization: 'your facility',
};

const PAGE_OF: Record<VerificationKind, string> = {
  doctor: '/profileverification',
  facility: '/facilityverification',
  organization: '/organizationVerification',
};

function what(view: SubmissionView): string {
  const kind = view.submission.kind as VerificationKind;
  return kind === 'organization' && view.orgName ? `your facility ${view.orgName}` : SUBJECT_OF[kind];
}

/** The e-mail an applicant gets when an administrator decides on their submission. */
export function decisionMail(view: SubmissionView, publicUrl: string): MailMessage | null {
  const { applicant, submission } = view;
  if (!applicant.email) return null;
  const hello = `Hello ${fullName(applicant.name) || 'there'},`;
  const page = `${publicUrl}${PAGE_OF[submission.kind as VerificationKind]}`;
  if (submission.status === 'verified') {
    return {
      to: applicant.email,
      subject: 'Your CareNet verification is approved',
      text: `${hello}\n\nAn administrator reviewed the details you submitted and verified ${what(view)}.${
        submission.kind === 'doctor'
          ? ' You can now accept patients’ requests and care for them on CareNet.'
          : ''
      }\n\n${page}\n`,
    };
  }
  return {
    to: applicant.email,
    subject: 'Your CareNet verification was not approved',
    text: `${hello}\n\nAn administrator reviewed the details you submitted for ${what(view)} and could not verify them.\n\nReason: ${
      submission.reason ?? ''
    }\n\nYou can correct your details and submit them again: ${page}\n`,
  };
}
