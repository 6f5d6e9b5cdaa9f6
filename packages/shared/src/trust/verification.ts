import type { ProfileVerificationStatus } from './profile-verification';

export * from './profile-verification';

/** What is under review: a doctor's profile, a facility user's profile, or a facility's organisation. */
export const VERIFICATION_KINDS = ['doctor', 'facility', 'organization'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** A submission's own state (its history stays after a later decision). */
export const VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const VERIFICATION_MESSAGES = {
  awaitingVerification: 'Your profile is awaiting verification',
  submitted: 'Your details are submitted. An administrator will review them.',
  alreadyPending: 'Your details are already under review.',
  alreadyVerified: 'Your profile is already verified.',
  onlyClinicians: 'Only doctors and facilities submit their details for verification.',
  registrationNumberRequired: 'Please enter your registration number',
  authorityRequired: 'Please enter the council or authority that registered you',
  registrationYearInvalid: 'Please enter the year of registration',
  qualificationsRequired: 'Please enter at least one qualification',
  specialtiesRequired: 'Please enter at least one specialty',
  documentRequired: 'Please upload your licence or registration document',
  documentUnknown: 'The document was not found. Please upload it again.',
  organizationRequired: 'Please choose the facility',
  notFacilityMember: 'Only the members of a facility submit its details.',
  reasonRequired: 'Please give the reason for the rejection',
  approved: 'The profile is verified',
  rejected: 'The submission is rejected',
  facilityApproved: 'The facility is verified',
  facilityRejected: 'The facility is not verified',
  alreadyDecided: 'This submission was already reviewed.',
  statusThroughQueue:
    'Verification is decided from the verification queue, with the documents submitted. Open the queue to verify this profile.',
  doctorNotVerified: 'Only verified doctors can be assigned a request.',
  onlyAdminsVerify: 'Only an administrator can change a verification.',
} as const;

/** The answer to an administrator's decision: a facility's submission speaks of the facility, not a profile. */
export function verificationDecisionMessage(kind: VerificationKind, status: 'verified' | 'rejected'): string {
  if (kind === 'organization')
    return status === 'verified'
      ? VERIFICATION_MESSAGES.facilityApproved
      : VERIFICATION_MESSAGES.facilityRejected;
  return status === 'verified' ? VERIFICATION_MESSAGES.approved : VERIFICATION_MESSAGES.rejected;
}

/** Who a decision is about, as the reviewer reads it: the facility's name, or the applicant's. */
export function verificationSubjectName(
  submission: Pick<VerificationSubmissionDto, 'kind' | 'orgName' | 'applicantName' | 'applicantEmail'>,
): string {
  if (submission.kind === 'organization' && submission.orgName) return submission.orgName;
  return submission.applicantName || submission.applicantEmail || 'Applicant';
}

export interface VerificationDocumentDto {
  key: string;
  name: string;
  contentType: string;
  /** Where the reviewer opens it (served only to its uploader and administrators). */
  url: string;
}

export interface VerificationSubmissionDto {
  _id: string;
  kind: VerificationKind;
  status: VerificationState;
  userId: string;
  applicantName: string;
  applicantEmail: string | null;
  orgId: string | null;
  orgName: string | null;
  registrationNumber: string;
  authority: string;
  registrationYear: number | null;
  qualifications: string[];
  specialties: string[];
  documents: VerificationDocumentDto[];
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

/** GET /verification: where the caller's (or their facility's) verification stands, and the latest submission. */
export interface MyVerificationDto {
  kind: VerificationKind;
  status: ProfileVerificationStatus;
  label: string;
  latest: VerificationSubmissionDto | null;
  /** The caller may submit now (not under review, not verified). */
  canSubmit: boolean;
}
