import { RECENT_ACTIVITY_DAYS, USER_ADMIN_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { EventMeta } from '../../platform/events';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { AuthService } from '../auth';
import {
  activityCountSince,
  facilitiesOf,
  latestSuspensionReason,
  pendingProfileSubmissionId,
  setSuspension,
} from './admin-repository';
import { USER_ADMIN_EVENTS } from './events';
import { assertCanSuspend } from './policy';
import { findUserById } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

async function existingUser(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw AppError.notFound();
  return user;
}

/** An administrator's event about a user account. */
const aboutUser = (admin: Principal, userId: string, ip: string | undefined): EventMeta => ({
  actorId: admin.userId,
  subjectType: 'user',
  subjectId: userId,
  ip,
});

/** POST /user/{id}/suspend: the account can no longer sign in, and its sessions end now. */
export async function suspendUser(
  ctx: AppContext,
  admin: Principal,
  id: string,
  reason: string,
  ip?: string,
): Promise<UserRow> {
  const target = await existingUser(ctx, id);
  assertCanSuspend(admin, target);
  return ctx.events.transaction(async (tx, emit) => {
    const updated = await setSuspension(tx, target.id, {
      suspendedAt: new Date(),
      suspendedBy: admin.userId,
    });
    if (!updated) throw AppError.conflict(USER_ADMIN_MESSAGES.alreadySuspended);
    await emit(USER_ADMIN_EVENTS.suspended, { reason }, aboutUser(admin, target.id, ip));
    return updated;
  });
}

/** POST /user/{id}/reactivate: the account may sign in again (its old sessions stay ended). */
export async function reactivateUser(
  ctx: AppContext,
  admin: Principal,
  id: string,
  ip?: string,
): Promise<UserRow> {
  const target = await existingUser(ctx, id);
  assertCanSuspend(admin, target);
  return ctx.events.transaction(async (tx, emit) => {
    const updated = await setSuspension(tx, target.id, null);
    if (!updated) throw AppError.conflict(USER_ADMIN_MESSAGES.notSuspended);
    await emit(USER_ADMIN_EVENTS.reactivated, {}, aboutUser(admin, target.id, ip));
    return updated;
  });
}

/**
 * POST /user/{id}/passwordResetLink: the user is e-mailed a reset code through the forgot-password
 * flow, exactly as if they had asked for it; the administrator never sees the code.
 */
export async function sendPasswordResetLink(
  ctx: AppContext,
  admin: Principal,
  id: string,
  ip: string,
): Promise<void> {
  const target = await existingUser(ctx, id);
  const auth = new AuthService(ctx);
  await ctx.events.transaction(async (tx, emit) => {
    // The e-mail address names the account, so the code goes to the mailbox and never by SMS.
    await auth.sendResetCode(tx, emit, target, target.email, { ip });
    await emit(USER_ADMIN_EVENTS.passwordResetLinkSent, {}, aboutUser(admin, target.id, ip));
  });
}

/** What the administrators' detail screen adds to the user record. */
export interface UserAdminView {
  user: UserRow;
  suspensionReason: string | null;
  pendingSubmissionId: string | null;
  facilities: Awaited<ReturnType<typeof facilitiesOf>>;
  recentActivityCount: number;
}

/** GET /user/{id} for an administrator (who may see every user). */
export async function getUserAdminView(ctx: AppContext, id: string): Promise<UserAdminView> {
  const user = await existingUser(ctx, id);
  const since = new Date(Date.now() - RECENT_ACTIVITY_DAYS * DAY_MS);
  const [suspensionReason, pendingSubmissionId, facilities, recentActivityCount] = await Promise.all([
    user.suspendedAt ? latestSuspensionReason(ctx.db, user.id) : null,
    pendingProfileSubmissionId(ctx.db, user.id),
    facilitiesOf(ctx.db, user.id),
    activityCountSince(ctx.db, user.id, since),
  ]);
  return { user, suspensionReason, pendingSubmissionId, facilities, recentActivityCount };
}
