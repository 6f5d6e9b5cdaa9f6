import type { ActivityCategory } from '../../platform/audit';

/** Domain events of facilities: every write is in the activity log under 'Facility'. */
export const ORGANIZATION_EVENTS = {
  created: 'organization.created',
  /** An administrator created the facility (Add Hospital, bulk import), so it is verified at once. */
  verified: 'organization.verified',
  updated: 'organization.updated',
  deleted: 'organization.deleted',
  emailConfirmationSent: 'organization.email_confirmation_sent',
  emailConfirmed: 'organization.email_confirmed',
} as const;

export const organizationActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(ORGANIZATION_EVENTS).map((type) => [type, 'Facility' as const]),
);

/** Files of this purpose are the documents of the facility form's second step. */
export const ORGANIZATION_DOCUMENT_PURPOSE = 'organization-document';
