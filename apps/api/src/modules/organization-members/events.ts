import type { ActivityCategories } from '../../platform/audit';

/** Domain events of a facility's members: every change is in the activity log under 'Facility'. */
export const ORGANIZATION_MEMBER_EVENTS = {
  invited: 'organization.member_invited',
  invitationAccepted: 'organization.invitation_accepted',
  invitationDeclined: 'organization.invitation_declined',
  invitationWithdrawn: 'organization.invitation_withdrawn',
  roleChanged: 'organization.member_role_changed',
  removed: 'organization.member_removed',
  left: 'organization.member_left',
} as const;

type InvitationFacts = { invitationId: string; role: string };
type MemberFacts = { userId: string; role: string };

declare module '../../platform/events' {
  interface EventMap {
    /** `inviteeId` and `orgName` for an invitation by id: the notifications module tells the invitee. */
    [ORGANIZATION_MEMBER_EVENTS.invited]: InvitationFacts & { inviteeId?: string; orgName?: string };
    [ORGANIZATION_MEMBER_EVENTS.invitationAccepted]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.invitationDeclined]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.invitationWithdrawn]: InvitationFacts;
    [ORGANIZATION_MEMBER_EVENTS.roleChanged]: { userId: string; from: string; to: string };
    [ORGANIZATION_MEMBER_EVENTS.removed]: MemberFacts;
    [ORGANIZATION_MEMBER_EVENTS.left]: MemberFacts;
  }
}

export const organizationMemberActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(ORGANIZATION_MEMBER_EVENTS).map((type) => [type, 'Facility' as const]),
);
