import type { ActivityCategories } from '../../platform/audit';

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

declare module '../../platform/events' {
  interface EventMap {
    [ORGANIZATION_EVENTS.created]: { orgName: string; status: number; ownerId?: string };
    [ORGANIZATION_EVENTS.verified]: { verifiedBy: string };
    [ORGANIZATION_EVENTS.updated]: { fields: string[] };
    [ORGANIZATION_EVENTS.deleted]: { orgName: string };
    [ORGANIZATION_EVENTS.emailConfirmationSent]: Record<string, never>;
    [ORGANIZATION_EVENTS.emailConfirmed]: Record<string, never>;
  }
}

export const organizationActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(ORGANIZATION_EVENTS).map((type) => [type, 'Facility' as const]),
);

/** Files of this purpose are the documents of the facility form's second step. */
export const ORGANIZATION_DOCUMENT_PURPOSE = 'organization-document';
