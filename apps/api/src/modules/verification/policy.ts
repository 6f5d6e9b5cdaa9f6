import { PROFILE_VERIFICATION, VERIFICATION_MESSAGES, type VerificationKind } from '@carenet/shared';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { VerificationRequestRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/**
 * What the caller's own verification is about when they do not say: a doctor's profile, else a facility
 * user's. A user with neither role has nothing to verify.
 */
export function profileKindOf(principal: Principal): Exclude<VerificationKind, 'organization'> {
  if (viewerMay(principal, 'submitDoctorVerification')) return 'doctor';
  if (viewerMay(principal, 'submitFacilityVerification')) return 'facility';
  throw AppError.forbidden(VERIFICATION_MESSAGES.onlyClinicians);
}

/** Whether the caller may submit their own profile of this kind: a doctor's, or a facility user's. */
export function maySubmitProfile(principal: Principal, kind: 'doctor' | 'facility'): boolean {
  return viewerMay(principal, kind === 'doctor' ? 'submitDoctorVerification' : 'submitFacilityVerification');
}

/** A doctor submits a doctor's details, a facility user a facility's; a facility's members submit its own. */
export function assertMaySubmit(
  principal: Principal,
  kind: VerificationKind,
  isFacilityMember: boolean,
): void {
  if (kind !== 'organization' && !maySubmitProfile(principal, kind))
    throw AppError.forbidden(VERIFICATION_MESSAGES.onlyClinicians);
  if (kind === 'organization' && !isFacilityMember && !principal.flags.admin)
    throw AppError.forbidden(VERIFICATION_MESSAGES.notFacilityMember);
}

/** Nothing is submitted while a submission waits for review, nor once verified. */
export function assertCanSubmitAgain(current: number, latest: VerificationRequestRow | null): void {
  if (current === PROFILE_VERIFICATION.verified)
    throw AppError.conflict(VERIFICATION_MESSAGES.alreadyVerified);
  if (latest?.status === 'pending') throw AppError.conflict(VERIFICATION_MESSAGES.alreadyPending);
}

/** A submission is read by its submitter and administrators; to anyone else it does not exist. */
export function assertCanReadSubmission(principal: Principal, submission: VerificationRequestRow | null) {
  if (!submission || (submission.userId !== principal.userId && !principal.flags.admin))
    throw AppError.notFound();
  return submission;
}
