// Without zod, so a doctor's card can show the verified badge without loading the schemas.

/**
 * A clinician profile's review state, kept on the user as profileVerificationStatus. Choosing the doctor
 * or facility role starts it at notSubmitted; an administrator's decision on a submission moves it to
 * verified or rejected; a rejected applicant may submit again.
 */
export const PROFILE_VERIFICATION = {
  notSubmitted: 0,
  verified: 1,
  pending: 2,
  rejected: -1,
} as const;
export type ProfileVerificationStatus = (typeof PROFILE_VERIFICATION)[keyof typeof PROFILE_VERIFICATION];

export const PROFILE_VERIFICATION_LABELS: Record<ProfileVerificationStatus, string> = {
  0: 'Not submitted',
  1: 'Verified',
  2: 'Pending review',
  [-1]: 'Rejected',
};
