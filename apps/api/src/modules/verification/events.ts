import type { ActivityCategories } from '../../platform/audit';

/** Domain events of clinician verification: every submission and decision is in the activity log. */
export const VERIFICATION_EVENTS = {
  submitted: 'verification.submitted',
  approved: 'verification.approved',
  rejected: 'verification.rejected',
  revoked: 'verification.revoked',
} as const;

/** A decision on a submission; a facility's keeps its submitter. */
type Decision = { submissionId: string; kind: string; orgId?: string; submittedBy?: string };

declare module '../../platform/events' {
  interface EventMap {
    [VERIFICATION_EVENTS.submitted]: { kind: string; orgId?: string };
    [VERIFICATION_EVENTS.approved]: Decision;
    [VERIFICATION_EVENTS.rejected]: Decision;
    [VERIFICATION_EVENTS.revoked]: { from: number; to: number };
  }
}

export const verificationActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(VERIFICATION_EVENTS).map((type) => [type, 'Auth' as const]),
);

/** Files of this purpose are read only by their uploader and administrators (FileService's default). */
export const VERIFICATION_DOCUMENT_PURPOSE = 'verification-document';
