import {
  fullName,
  type MyOrganizationInvitationDto,
  type OrganizationInvitationDto,
  type OrganizationMemberDto,
  type OrganizationMemberRole,
  type PendingInvitationDto,
} from '@carenet/shared';
import type { UserRow } from '../../platform/db/schema';
import { presentUserSummary } from '../users';
import type { InvitationView, InviteeInvitationRow, MemberRow, PendingInvitationRow } from './repository';

export function presentMember(row: MemberRow): OrganizationMemberDto {
  return { user: presentUserSummary(row.user), role: row.role, joinedAt: row.joinedAt.toISOString() };
}

/** An e-mailed link's preview: such invitations offer admin or member only. */
export function presentInvitation(view: InvitationView, now = new Date()): OrganizationInvitationDto {
  const { invitation } = view;
  return {
    _id: invitation.id,
    orgId: invitation.orgId,
    orgName: view.orgName,
    email: invitation.email,
    role: invitation.role === 'admin' ? 'admin' : 'member',
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= now.getTime(),
    accepted: invitation.acceptedAt !== null,
    createdAt: invitation.createdAt.toISOString(),
  };
}

const inviterNameOf = (name: UserRow['name'] | null) => (name ? fullName(name) || null : null);

/**
 * For the facility's managers: an e-mailed link shows the address they typed; an invitation by id shows
 * the person's public card, never their e-mail address (members' addresses are not the facility's).
 */
export function presentPendingInvitation({
  invitation,
  inviterName,
  invitee,
}: PendingInvitationRow): PendingInvitationDto {
  return {
    _id: invitation.id,
    email: invitation.inviteeId ? null : invitation.email,
    invitee: invitee ? presentUserSummary(invitee) : null,
    role: invitation.role as OrganizationMemberRole,
    invitedBy: inviterNameOf(inviterName),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** For the invitee: which facility asks, whether it is verified, and as what. */
export function presentMyInvitation({
  invitation,
  organization,
  inviterName,
}: InviteeInvitationRow): MyOrganizationInvitationDto {
  return {
    _id: invitation.id,
    orgId: organization.id,
    orgName: organization.orgName,
    orgType: organization.orgType,
    defaultImageUrl: organization.defaultImageUrl,
    orgStatus: organization.status,
    role: invitation.role as OrganizationMemberRole,
    invitedBy: inviterNameOf(inviterName),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
