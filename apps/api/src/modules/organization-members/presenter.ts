import {
  fullName,
  type OrganizationInvitationDto,
  type OrganizationMemberDto,
  type PendingInvitationDto,
} from '@carenet/shared';
import { presentUserSummary } from '../users';
import type { InvitationView, MemberRow, PendingInvitationRow } from './repository';

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

export function presentPendingInvitation({
  invitation,
  inviterName,
}: PendingInvitationRow): PendingInvitationDto {
  return {
    _id: invitation.id,
    email: invitation.email,
    role: invitation.role === 'admin' ? 'admin' : 'member',
    invitedBy: inviterName ? fullName(inviterName) || null : null,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
