import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid, type OrganizationMemberRole } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
  type OrganizationInvitationRow,
  type OrganizationRow,
  type UserRow,
} from '../../platform/db/schema';

export interface MemberRow {
  user: UserRow;
  role: OrganizationMemberRole;
  joinedAt: Date;
}

/** A facility's members: owners first, then admins, then members, each by joining date. */
export async function listMembers(db: Database, orgId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({ user: users, role: organizationMembers.role, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.orgId, orgId))
    .orderBy(
      sql`case ${organizationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(organizationMembers.createdAt),
    );
  return rows.map((row) => ({ ...row, role: row.role as OrganizationMemberRole }));
}

/** One member of the facility, or null. */
export async function findMember(db: Database, orgId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select({ user: users, role: organizationMembers.role, joinedAt: organizationMembers.createdAt })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return row ? { ...row, role: row.role as OrganizationMemberRole } : null;
}

/**
 * Locks the facility's row for the rest of the transaction, so two changes to its owners cannot both see
 * a second owner and leave none.
 */
export async function lockOrganization(db: Database, orgId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('update');
}

export async function ownerCount(db: Database, orgId: string): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.role, 'owner')));
  return row?.owners ?? 0;
}

/** Adds the member; false when they already were one. */
export async function insertMember(
  db: Database,
  orgId: string,
  userId: string,
  role: OrganizationMemberRole,
): Promise<boolean> {
  const rows = await db
    .insert(organizationMembers)
    .values({ orgId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

export async function setMemberRole(
  db: Database,
  orgId: string,
  userId: string,
  role: OrganizationMemberRole,
): Promise<void> {
  await db
    .update(organizationMembers)
    .set({ role })
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)));
}

export async function deleteMember(db: Database, orgId: string, userId: string): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, userId)));
}

/** Whether a user with this e-mail address is already a member of the facility. */
export async function emailIsMember(db: Database, orgId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.orgId, orgId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

export async function insertInvitation(
  db: Database,
  values: typeof organizationInvitations.$inferInsert,
): Promise<OrganizationInvitationRow> {
  const [row] = await db.insert(organizationInvitations).values(values).returning();
  return row;
}

export interface InvitationView {
  invitation: OrganizationInvitationRow;
  orgName: string;
}

export async function findInvitationByHash(db: Database, tokenHash: string): Promise<InvitationView | null> {
  const [row] = await db
    .select({ invitation: organizationInvitations, orgName: organizations.orgName })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.orgId))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used; false when another request accepted it first. */
export async function markInvitationAccepted(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(organizationInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(and(eq(organizationInvitations.id, id), sql`${organizationInvitations.acceptedAt} is null`))
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

export interface PendingInvitationRow {
  invitation: OrganizationInvitationRow;
  inviterName: UserRow['name'] | null;
  /** The account invited by id, or null for an e-mailed link. */
  invitee: UserRow | null;
}

const invitee = alias(users, 'invitee');

/** The facility's invitations neither accepted nor expired, newest first, with who sent each and to whom. */
export async function listPendingInvitations(
  db: Database,
  orgId: string,
  now = new Date(),
): Promise<PendingInvitationRow[]> {
  return db
    .select({ invitation: organizationInvitations, inviterName: users.name, invitee })
    .from(organizationInvitations)
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .leftJoin(invitee, eq(invitee.id, organizationInvitations.inviteeId))
    .where(
      and(
        eq(organizationInvitations.orgId, orgId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

/** How many of the facility's invitations wait for an answer (neither accepted nor expired). */
export async function countPendingInvitations(
  db: Database,
  orgId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ pending: count() })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.orgId, orgId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    );
  return row?.pending ?? 0;
}

/** Whether the person has an invitation by id to the facility still waiting for their answer. */
export async function hasPendingInvitation(
  db: Database,
  orgId: string,
  inviteeId: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: organizationInvitations.id })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.orgId, orgId),
        eq(organizationInvitations.inviteeId, inviteeId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Drops the person's expired, unanswered invitation to the facility, so a new one can take its place. */
export async function deleteExpiredInvitation(
  db: Database,
  orgId: string,
  inviteeId: string,
  now = new Date(),
): Promise<void> {
  await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.orgId, orgId),
        eq(organizationInvitations.inviteeId, inviteeId),
        isNull(organizationInvitations.acceptedAt),
        lte(organizationInvitations.expiresAt, now),
      ),
    );
}

export interface InviteeInvitationRow {
  invitation: OrganizationInvitationRow;
  organization: OrganizationRow;
  inviterName: UserRow['name'] | null;
}

/** The person's invitations by id neither accepted nor expired, newest first, with their facilities. */
export async function listInvitationsOfInvitee(
  db: Database,
  inviteeId: string,
  now = new Date(),
): Promise<InviteeInvitationRow[]> {
  return db
    .select({ invitation: organizationInvitations, organization: organizations, inviterName: users.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.orgId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(
      and(
        eq(organizationInvitations.inviteeId, inviteeId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

/** One of the person's own invitations by id, with its facility; null for anyone else's or none. */
export async function findInvitationOfInvitee(
  db: Database,
  id: string,
  inviteeId: string,
): Promise<{ invitation: OrganizationInvitationRow; organization: OrganizationRow } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ invitation: organizationInvitations, organization: organizations })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.orgId))
    .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.inviteeId, inviteeId)))
    .limit(1);
  return row ?? null;
}

/** Deletes the person's unanswered invitation (they declined it); false when it was no longer there. */
export async function deleteInvitationOfInvitee(
  db: Database,
  id: string,
  inviteeId: string,
): Promise<boolean> {
  const rows = await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.inviteeId, inviteeId),
        isNull(organizationInvitations.acceptedAt),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

/**
 * Deletes the facility's invitation while it is not accepted, so its link stops working; the deleted
 * row, or null when there was none to withdraw.
 */
export async function deletePendingInvitation(
  db: Database,
  orgId: string,
  id: string,
): Promise<OrganizationInvitationRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.orgId, orgId),
        isNull(organizationInvitations.acceptedAt),
      ),
    )
    .returning();
  return row ?? null;
}
