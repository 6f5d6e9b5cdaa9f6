import { and, count, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  activityLog,
  organizationMembers,
  organizations,
  sessions,
  users,
  verificationRequests,
  type UserRow,
} from '../../platform/db/schema';
import { USER_ADMIN_EVENTS } from './events';

/**
 * Suspends or reactivates an account; null when it was already in that state. Suspending also ends every live session, in the same
 * transaction, so the user's tokens stop working with the change.
 */
export async function setSuspension(
  db: Database,
  userId: string,
  suspension: { suspendedAt: Date; suspendedBy: string } | null,
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        suspendedAt: suspension?.suspendedAt ?? null,
        suspendedBy: suspension?.suspendedBy ?? null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), suspension ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt)))
      .returning();
    if (row && suspension) {
      await tx
        .update(sessions)
        .set({ revokedAt: suspension.suspendedAt })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    return row ?? null;
  });
}

/** The facilities a user acts for, by name. */
export function facilitiesOf(db: Database, userId: string) {
  return db
    .select({
      id: organizations.id,
      orgName: organizations.orgName,
      role: organizationMembers.role,
      status: organizations.status,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(organizations.orgName);
}

/** The user's own doctor or facility-user submission waiting for review, if any. */
export async function pendingProfileSubmissionId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.userId, userId),
        inArray(verificationRequests.kind, ['doctor', 'facility']),
        eq(verificationRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(verificationRequests.submittedAt))
    .limit(1);
  return row?.id ?? null;
}

/** How many activity-log entries the user made since `since`. */
export async function activityCountSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityLog)
    .where(and(eq(activityLog.userId, userId), gt(activityLog.createdAt, since)));
  return row.n;
}

/** The reason given with the account's latest suspension, from the activity log. */
export async function latestSuspensionReason(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ details: activityLog.details })
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, userId), eq(activityLog.action, USER_ADMIN_EVENTS.suspended)))
    .orderBy(desc(activityLog.createdAt))
    .limit(1);
  const reason = row?.details.reason;
  return typeof reason === 'string' ? reason : null;
}
