import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
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

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const listOfText = (message: string) => z.array(text(100, message)).min(1, message).max(20);

const documentKeys = z
  .array(z.string().trim().min(1).max(300), { error: VERIFICATION_MESSAGES.documentRequired })
  .min(1, VERIFICATION_MESSAGES.documentRequired)
  .max(5);

/** POST /verification for a doctor: what a medical council checks. */
export const doctorVerificationSchema = z.object({
  kind: z.literal('doctor'),
  registrationNumber: text(50, VERIFICATION_MESSAGES.registrationNumberRequired),
  authority: text(150, VERIFICATION_MESSAGES.authorityRequired),
  registrationYear: z.coerce
    .number({ error: VERIFICATION_MESSAGES.registrationYearInvalid })
    .int(VERIFICATION_MESSAGES.registrationYearInvalid)
    .min(1940, VERIFICATION_MESSAGES.registrationYearInvalid)
    .max(2100, VERIFICATION_MESSAGES.registrationYearInvalid)
    .refine((year) => year <= new Date().getFullYear(), VERIFICATION_MESSAGES.registrationYearInvalid),
  qualifications: listOfText(VERIFICATION_MESSAGES.qualificationsRequired),
  specialties: listOfText(VERIFICATION_MESSAGES.specialtiesRequired),
  documentKeys,
});

/** POST /verification for a facility user, or for one of their facilities (orgId). */
export const facilityVerificationSchema = z.object({
  kind: z.enum(['facility', 'organization']),
  orgId: z.string().trim().regex(UUID_PATTERN, VERIFICATION_MESSAGES.organizationRequired).optional(),
  registrationNumber: text(50, VERIFICATION_MESSAGES.registrationNumberRequired),
  authority: text(150, VERIFICATION_MESSAGES.authorityRequired),
  documentKeys,
});

export const verificationSubmissionSchema = z.discriminatedUnion('kind', [
  doctorVerificationSchema,
  facilityVerificationSchema,
]);
export type VerificationSubmissionInput = z.input<typeof verificationSubmissionSchema>;
export type DoctorVerificationInput = z.input<typeof doctorVerificationSchema>;
export type FacilityVerificationInput = z.input<typeof facilityVerificationSchema>;

/** An administrator's rejection carries the reason the applicant reads. */
export const verificationRejectionSchema = z.object({
  reason: text(500, VERIFICATION_MESSAGES.reasonRequired),
});

export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATES).optional().default('pending'),
  kind: z.enum(VERIFICATION_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

export const myVerificationQuerySchema = z.object({
  kind: z.enum(VERIFICATION_KINDS).optional(),
  orgId: z.string().trim().regex(UUID_PATTERN, VERIFICATION_MESSAGES.organizationRequired).optional(),
});

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
