import type { ActivityCategory } from '../../platform/audit';

/** Domain events of clinician verification: every submission and decision is in the activity log. */
export const VERIFICATION_EVENTS = {
  submitted: 'verification.submitted',
  approved: 'verification.approved',
  rejected: 'verification.rejected',
  revoked: 'verification.revoked',
} as const;

export const verificationActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(VERIFICATION_EVENTS).map((type) => [type, 'Auth' as const]),
);

/** Files of this purpose are read only by their uploader and administrators (FileService's default). */
export const VERIFICATION_DOCUMENT_PURPOSE = 'verification-document';
