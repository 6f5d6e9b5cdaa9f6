import type { OrganizationInvitationDto, OrganizationMemberDto } from '@carenet/shared';
import { presentUserSummary } from '../users/presenter';
import type { InvitationView, MemberRow } from './repository';

export function presentMember(row: MemberRow): OrganizationMemberDto {
  return { user: presentUserSummary(row.user), role: row.role, joinedAt: row.joinedAt.toISOString() };
}

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
