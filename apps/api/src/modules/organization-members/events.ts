import type { ActivityCategories } from '../../platform/audit';

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

type InvitationFacts = { invitationId: string; role: string };
type MemberFacts = { userId: string; role: string };

declare module '../../platform/events' {
  interface EventMap {
    [ORGANIZATION_MEMBER_EVENTS.invited]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.invitationAccepted]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.invitationWithdrawn]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.added]: MemberFacts;
    [ORGANIZATION_MEMBER_EVENTS.roleChanged]: { userId: string; from: string; to: string };
    [ORGANIZATION_MEMBER_EVENTS.removed]: MemberFacts;
    [ORGANIZATION_MEMBER_EVENTS.left]: MemberFacts;
  }
}

export const organizationMemberActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(ORGANIZATION_MEMBER_EVENTS).map((type) => [type, 'Facility' as const]),
);
