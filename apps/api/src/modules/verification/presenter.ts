import {
  PROFILE_VERIFICATION_LABELS,
  fullName,
  type MyVerificationDto,
  type ProfileVerificationStatus,
  type VerificationKind,
  type VerificationState,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import type { SubmissionView } from './repository';

export function presentSubmission({
  submission,
  applicant,
  orgName,
  documents,
}: SubmissionView): VerificationSubmissionDto {
  const { details } = submission;
  return {
    _id: submission.id,
    kind: submission.kind as VerificationKind,
    status: submission.status as VerificationState,
    userId: submission.userId,
    applicantName: fullName(applicant.name),
    applicantEmail: applicant.email,
    orgId: submission.orgId,
    orgName,
    registrationNumber: details.registrationNumber,
    authority: details.authority,
    registrationYear: details.registrationYear ?? null,
    qualifications: details.qualifications ?? [],
    specialties: details.specialties ?? [],
    documents: documents.map((file) => ({
      key: file.key,
      name: file.name,
      contentType: file.contentType,
      url: `/files/${file.key}`,
    })),
    reason: submission.reason,
    submittedAt: submission.submittedAt.toISOString(),
    decidedAt: submission.decidedAt?.toISOString() ?? null,
  };
}

export function presentMyVerification(
  kind: VerificationKind,
  status: ProfileVerificationStatus,
  latest: SubmissionView | null,
  canSubmit: boolean,
): MyVerificationDto {
  return {
    kind,
    status,
    label: PROFILE_VERIFICATION_LABELS[status],
    latest: latest ? presentSubmission(latest) : null,
    canSubmit,
  };
}
