import type { z } from 'zod';
import {
  FACILITY_VERIFIED,
  ORGANIZATION_MESSAGES as M,
  UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX,
  fullName,
  type OrganizationMemberRole,
  type organizationInviteSchema,
  type organizationMemberAddSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { Emit, EventMap } from '../../platform/events';
import type { OrganizationRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findOrganization, memberRoleOf } from '../organizations';
import { hashLinkToken, newLinkToken } from '../../platform/auth/link-tokens';
import { findUserById } from '../users';
import { ORGANIZATION_MEMBER_EVENTS } from './events';
import { invitationByIdMail, invitationMail } from './mails';
import { managesMembers, mayTouchOwner, removesLastOwner } from './policy';
import {
  countPendingInvitations,
  deleteExpiredInvitation,
  deleteInvitationOfInvitee,
  deleteMember,
  deletePendingInvitation,
  emailIsMember,
  findInvitationByHash,
  findInvitationOfInvitee,
  findMember,
  hasPendingInvitation,
  insertInvitation,
  insertMember,
  listInvitationsOfInvitee,
  listMembers,
  listPendingInvitations,
  lockOrganization,
  markInvitationAccepted,
  ownerCount,
  setMemberRole,
  type InvitationView,
  type InviteeInvitationRow,
  type MemberRow,
  type PendingInvitationRow,
} from './repository';

export type InviteBody = z.output<typeof organizationInviteSchema>;
export type AddMemberBody = z.output<typeof organizationMemberAddSchema>;

/** An invitation link lives 7 days. */
export const INVITATION_DAYS = 7;

interface Membership {
  organization: OrganizationRow;
  role: OrganizationMemberRole | null;
}

/**
 * The facility and the caller's role in it. Its members are its own business: to anyone who neither
 * belongs to it nor administers the platform, it answers 404.
 */
async function membershipOf(ctx: AppContext, principal: Principal, orgId: string): Promise<Membership> {
  const organization = await findOrganization(ctx.db, orgId);
  if (!organization) throw AppError.notFound(M.notFound);
  const role = await memberRoleOf(ctx.db, organization.id, principal.userId);
  if (role === null && !principal.flags.admin) throw AppError.notFound(M.notFound);
  return { organization, role };
}

/** As membershipOf, and the caller manages the facility's members (403 for a plain member). */
async function managedBy(ctx: AppContext, principal: Principal, orgId: string): Promise<Membership> {
  const membership = await membershipOf(ctx, principal, orgId);
  if (!managesMembers(principal.flags.admin, membership.role))
    throw AppError.forbidden(M.cannotManageMembers);
  return membership;
}

/** A membership event about the facility, written in its change's transaction (the activity log subscribes). */
function emitMemberEvent<
  K extends (typeof ORGANIZATION_MEMBER_EVENTS)[keyof typeof ORGANIZATION_MEMBER_EVENTS],
>(
  emit: Emit,
  type: K,
  principal: Principal,
  orgId: string,
  ip: string | undefined,
  payload: EventMap[K],
): Promise<void> {
  return emit(type, payload, {
    actorId: principal.userId,
    subjectType: 'organization',
    subjectId: orgId,
    ip,
  });
}

/** GET /org/{id}/users: for the facility's members and platform administrators. */
export async function membersOf(ctx: AppContext, principal: Principal, orgId: string): Promise<MemberRow[]> {
  const { organization } = await membershipOf(ctx, principal, orgId);
  return listMembers(ctx.db, organization.id);
}

const invitationExpiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);

/**
 * A facility awaiting verification may gather its team, but only so many invitations wait at a time
 * (docs/roles-and-permissions.md#joining-a-facility-by-invitation-only). Run with the facility locked,
 * so two invitations cannot both take the last place.
 */
async function assertMayInviteMore(tx: Database, organization: OrganizationRow): Promise<void> {
  if (organization.status === FACILITY_VERIFIED) return;
  if ((await countPendingInvitations(tx, organization.id)) >= UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX)
    throw AppError.conflict(M.unverifiedInvitationLimit);
}

/** POST /org/{id}/inviteUser: e-mails a link that makes whoever signs in with that address a member. */
export async function inviteMember(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
  body: InviteBody,
  ip?: string,
): Promise<InvitationView> {
  const { organization } = await managedBy(ctx, principal, orgId);
  if (await emailIsMember(ctx.db, organization.id, body.email))
    throw AppError.conflict(M.alreadyMember, [{ path: 'email', message: M.alreadyMember }]);
  const { token, hash } = newLinkToken();
  const invitation = await ctx.events.transaction(async (tx, emit) => {
    await lockOrganization(tx, organization.id);
    await assertMayInviteMore(tx, organization);
    const inserted = await insertInvitation(tx, {
      orgId: organization.id,
      email: body.email,
      role: body.role,
      tokenHash: hash,
      invitedBy: principal.userId,
      expiresAt: invitationExpiry(),
    });
    await ctx.mailer.send(
      invitationMail({
        to: body.email,
        orgName: organization.orgName,
        inviterName: fullName(principal.user.name),
        role: body.role,
        token,
        publicUrl: ctx.config.publicUrl,
        days: INVITATION_DAYS,
        locale: principal.user.locale,
      }),
      tx,
    );
    await emitMemberEvent(emit, ORGANIZATION_MEMBER_EVENTS.invited, principal, organization.id, ip, {
      invitationId: inserted.id,
      role: inserted.role,
    });
    return inserted;
  });
  return { invitation, orgName: organization.orgName };
}

/**
 * As managedBy, but who may not manage the members is not told the invitations exist: the addresses
 * invited are the managers' business, so a plain member gets 404 like a stranger.
 */
async function invitationsManagedBy(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
): Promise<Membership> {
  const membership = await membershipOf(ctx, principal, orgId);
  if (!managesMembers(principal.flags.admin, membership.role)) throw AppError.notFound(M.notFound);
  return membership;
}

/** GET /org/{id}/invitations: the invitations still waiting to be accepted. */
export async function pendingInvitationsOf(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
): Promise<PendingInvitationRow[]> {
  const { organization } = await invitationsManagedBy(ctx, principal, orgId);
  return listPendingInvitations(ctx.db, organization.id);
}

/** DELETE /org/{id}/invitations/{invitationId}: withdraws an invitation; its link no longer works. */
export async function withdrawInvitation(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
  invitationId: string,
  ip?: string,
): Promise<void> {
  const { organization } = await invitationsManagedBy(ctx, principal, orgId);
  await ctx.events.transaction(async (tx, emit) => {
    const withdrawn = await deletePendingInvitation(tx, organization.id, invitationId);
    if (!withdrawn) throw AppError.notFound(M.pendingInvitationNotFound);
    await emitMemberEvent(
      emit,
      ORGANIZATION_MEMBER_EVENTS.invitationWithdrawn,
      principal,
      organization.id,
      ip,
      {
        invitationId: withdrawn.id,
        role: withdrawn.role,
      },
    );
  });
}

/** GET /org/invitations/{token}: what the /invitation page shows before it is accepted. */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationView> {
  const view = await findInvitationByHash(ctx.db, hashLinkToken(token));
  if (!view) throw AppError.notFound(M.invitationNotFound);
  return view;
}

/** POST /org/invitations/accept: the signed-in user, whose e-mail the invitation names, joins the facility. */
export async function acceptInvitation(
  ctx: AppContext,
  principal: Principal,
  token: string,
  ip?: string,
): Promise<{ organization: OrganizationRow; role: OrganizationMemberRole }> {
  const view = await previewInvitation(ctx, token);
  const { invitation } = view;
  if (invitation.acceptedAt) throw AppError.conflict(M.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) throw AppError.badRequest(M.invitationExpired);
  if (principal.user.email.toLowerCase() !== invitation.email.toLowerCase())
    throw AppError.forbidden(M.invitationOtherEmail);
  const organization = await findOrganization(ctx.db, invitation.orgId);
  if (!organization) throw AppError.notFound(M.invitationNotFound);
  const role = invitation.role as OrganizationMemberRole;
  await ctx.events.transaction(async (tx, emit) => {
    if (!(await markInvitationAccepted(tx, invitation.id, principal.userId)))
      throw AppError.conflict(M.invitationUsed);
    if (!(await insertMember(tx, organization.id, principal.userId, role)))
      throw AppError.conflict(M.alreadyMember);
    await emitMemberEvent(
      emit,
      ORGANIZATION_MEMBER_EVENTS.invitationAccepted,
      principal,
      organization.id,
      ip,
      {
        invitationId: invitation.id,
        role,
      },
    );
  });
  return { organization, role };
}

/** The member as they are now (after a change). */
async function memberNow(ctx: AppContext, orgId: string, userId: string): Promise<MemberRow> {
  const member = await findMember(ctx.db, orgId, userId);
  if (!member) throw AppError.notFound(M.memberNotFound);
  return member;
}

/**
 * POST /org/{id}/user: invites an existing user by id, offering a role (an owner's only from an owner).
 * Nobody is added: they are told (in CareNet by the notifications module, by e-mail here) and become a
 * member only by accepting, so a facility cannot make someone its member, or its owner, behind their back.
 */
export async function inviteUserById(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
  body: AddMemberBody,
  ip?: string,
): Promise<PendingInvitationRow> {
  const { organization, role: actorRole } = await managedBy(ctx, principal, orgId);
  if (body.role === 'owner' && !mayTouchOwner(principal.flags.admin, actorRole))
    throw AppError.forbidden(M.onlyOwnersManageOwners);
  const invitee = await findUserById(ctx.db, body.userId);
  if (!invitee || invitee.erasedAt) throw AppError.field('userId', M.userNotFound);
  const invitation = await ctx.events.transaction(async (tx, emit) => {
    await lockOrganization(tx, organization.id);
    if ((await memberRoleOf(tx, organization.id, invitee.id)) !== null)
      throw AppError.conflict(M.alreadyMember);
    if (await hasPendingInvitation(tx, organization.id, invitee.id))
      throw AppError.conflict(M.alreadyInvited);
    await assertMayInviteMore(tx, organization);
    await deleteExpiredInvitation(tx, organization.id, invitee.id);
    const inserted = await insertInvitation(tx, {
      orgId: organization.id,
      email: invitee.email,
      inviteeId: invitee.id,
      role: body.role,
      invitedBy: principal.userId,
      expiresAt: invitationExpiry(),
    });
    // Only to an address its owner confirmed, as every CareNet notification e-mail.
    if (invitee.emailVerified)
      await ctx.mailer.send(
        invitationByIdMail({
          to: invitee.email,
          inviteeName: fullName(invitee.name),
          orgName: organization.orgName,
          orgVerified: organization.status === FACILITY_VERIFIED,
          inviterName: fullName(principal.user.name),
          role: body.role,
          publicUrl: ctx.config.publicUrl,
          locale: invitee.locale,
        }),
        tx,
      );
    await emitMemberEvent(emit, ORGANIZATION_MEMBER_EVENTS.invited, principal, organization.id, ip, {
      invitationId: inserted.id,
      role: inserted.role,
      inviteeId: invitee.id,
      orgName: organization.orgName,
    });
    return inserted;
  });
  return { invitation, inviterName: principal.user.name, invitee };
}

/** GET /org/invitations: the caller's own invitations by id that wait for their answer. */
export function invitationsOf(ctx: AppContext, principal: Principal): Promise<InviteeInvitationRow[]> {
  return listInvitationsOfInvitee(ctx.db, principal.userId);
}

/** The caller's own unanswered invitation; anyone else's (or none) is 404, whoever asks. */
async function ownPendingInvitation(ctx: AppContext, principal: Principal, invitationId: string) {
  const found = await findInvitationOfInvitee(ctx.db, invitationId, principal.userId);
  if (!found) throw AppError.notFound(M.pendingInvitationNotFound);
  if (found.invitation.acceptedAt) throw AppError.conflict(M.invitationUsed);
  return found;
}

/** POST /org/invitations/{invitationId}/accept: the invitee joins the facility with the role offered. */
export async function acceptInvitationById(
  ctx: AppContext,
  principal: Principal,
  invitationId: string,
  ip?: string,
): Promise<{ organization: OrganizationRow; role: OrganizationMemberRole }> {
  const { invitation, organization } = await ownPendingInvitation(ctx, principal, invitationId);
  if (invitation.expiresAt.getTime() <= Date.now()) throw AppError.badRequest(M.invitationExpired);
  const role = invitation.role as OrganizationMemberRole;
  await ctx.events.transaction(async (tx, emit) => {
    if (!(await markInvitationAccepted(tx, invitation.id, principal.userId)))
      throw AppError.conflict(M.invitationUsed);
    if (!(await insertMember(tx, organization.id, principal.userId, role)))
      throw AppError.conflict(M.alreadyMember);
    await emitMemberEvent(
      emit,
      ORGANIZATION_MEMBER_EVENTS.invitationAccepted,
      principal,
      organization.id,
      ip,
      { invitationId: invitation.id, role },
    );
  });
  return { organization, role };
}

/** POST /org/invitations/{invitationId}/decline: the invitation is gone, and nothing else changes. */
export async function declineInvitation(
  ctx: AppContext,
  principal: Principal,
  invitationId: string,
  ip?: string,
): Promise<void> {
  const { invitation, organization } = await ownPendingInvitation(ctx, principal, invitationId);
  await ctx.events.transaction(async (tx, emit) => {
    if (!(await deleteInvitationOfInvitee(tx, invitation.id, principal.userId)))
      throw AppError.notFound(M.pendingInvitationNotFound);
    await emitMemberEvent(
      emit,
      ORGANIZATION_MEMBER_EVENTS.invitationDeclined,
      principal,
      organization.id,
      ip,
      { invitationId: invitation.id, role: invitation.role },
    );
  });
}

/** The target's role, or 404 when they are not a member. */
async function targetRole(ctx: AppContext, orgId: string, userId: string): Promise<OrganizationMemberRole> {
  const role = await memberRoleOf(ctx.db, orgId, userId);
  if (role === null) throw AppError.notFound(M.memberNotFound);
  return role;
}

/**
 * Runs the change and its event with the facility locked, refusing it when it would leave the
 * facility without an owner.
 */
async function changeKeepingAnOwner(
  ctx: AppContext,
  orgId: string,
  target: OrganizationMemberRole,
  next: OrganizationMemberRole | null,
  change: (tx: AppContext['db'], emit: Emit) => Promise<void>,
): Promise<void> {
  await ctx.events.transaction(async (tx, emit) => {
    await lockOrganization(tx, orgId);
    if (removesLastOwner(target, next, await ownerCount(tx, orgId))) throw AppError.conflict(M.lastOwner);
    await change(tx, emit);
  });
}

/** PUT /org/{id}/user/{userId}: changes a member's role; owners are made and unmade by owners. */
export async function changeMemberRole(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
  userId: string,
  role: OrganizationMemberRole,
  ip?: string,
): Promise<MemberRow> {
  const { organization, role: actorRole } = await managedBy(ctx, principal, orgId);
  const current = await targetRole(ctx, organization.id, userId);
  if ((current === 'owner' || role === 'owner') && !mayTouchOwner(principal.flags.admin, actorRole))
    throw AppError.forbidden(M.onlyOwnersManageOwners);
  if (current === role) return memberNow(ctx, organization.id, userId);
  await changeKeepingAnOwner(ctx, organization.id, current, role, async (tx, emit) => {
    await setMemberRole(tx, organization.id, userId, role);
    await emitMemberEvent(emit, ORGANIZATION_MEMBER_EVENTS.roleChanged, principal, organization.id, ip, {
      userId,
      from: current,
      to: role,
    });
  });
  return memberNow(ctx, organization.id, userId);
}

/** DELETE /org/{id}/user/{userId}: removes a member, or the caller leaves when it is themselves. */
export async function removeMember(
  ctx: AppContext,
  principal: Principal,
  orgId: string,
  userId: string,
  ip?: string,
): Promise<'left' | 'removed'> {
  const leaving = userId === principal.userId;
  const { organization, role: actorRole } = leaving
    ? await membershipOf(ctx, principal, orgId)
    : await managedBy(ctx, principal, orgId);
  const current = leaving && actorRole ? actorRole : await targetRole(ctx, organization.id, userId);
  if (!leaving && current === 'owner' && !mayTouchOwner(principal.flags.admin, actorRole))
    throw AppError.forbidden(M.onlyOwnersManageOwners);
  const type = leaving ? ORGANIZATION_MEMBER_EVENTS.left : ORGANIZATION_MEMBER_EVENTS.removed;
  await changeKeepingAnOwner(ctx, organization.id, current, null, async (tx, emit) => {
    await deleteMember(tx, organization.id, userId);
    await emitMemberEvent(emit, type, principal, organization.id, ip, { userId, role: current });
  });
  return leaving ? 'left' : 'removed';
}
