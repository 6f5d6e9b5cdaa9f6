import type { ActivityCategory } from '../../platform/audit';

/** Domain events of a facility's members: every change is in the activity log under 'Facility'. */
export const ORGANIZATION_MEMBER_EVENTS = {
  invited: 'organization.member_invited',
  invitationAccepted: 'organization.invitation_accepted',
  invitationWithdrawn: 'organization.invitation_withdrawn',
  added: 'organization.member_added',
  roleChanged: 'organization.member_role_changed',
  removed: 'organization.member_removed',
  left: 'organization.member_left',
} as const;

export const organizationMemberActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(ORGANIZATION_MEMBER_EVENTS).map((type) => [type, 'Facility' as const]),
);
