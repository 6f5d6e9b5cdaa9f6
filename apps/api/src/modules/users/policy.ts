import {
  MESSAGES,
  PRIVILEGED_ROLES,
  PROFILE_VERIFICATION,
  ROLES,
  SELECTABLE_ROLES,
  USER_ADMIN_MESSAGES,
  deriveRoleFlags,
  normaliseRole,
  type AdminUserDetailDto,
} from '@carenet/shared';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** A user's whole record (e-mail, phone, address) is for its owner and administrators only. */
export function canManageUser(actor: Principal, targetId: string): boolean {
  return actor.userId === targetId || viewerMay(actor, 'manageUsers');
}

/** The target when the actor may manage it; otherwise a 404, so the refusal does not confirm the id exists. */
export function assertCanManageUser(actor: Principal, target: UserRow | null): UserRow {
  if (!target || !canManageUser(actor, target.id)) throw AppError.notFound();
  return target;
}

/**
 * Doctors and facilities are public members: anyone may see their profile, card and name, and any
 * signed-in user may find them. Everyone else (patients, users without a clinician role) is private.
 */
export const PUBLIC_MEMBER_ROLES: readonly string[] = ['doctor', 'facilities'];

export function isPublicMember(user: Pick<UserRow, 'roles'>): boolean {
  return user.roles.some((role) => PUBLIC_MEMBER_ROLES.includes(normaliseRole(role)));
}

/** Only administrators see everyone in GET /users, search by e-mail or phone, and export the list. */
export function canListAllUsers(actor: Principal | null): boolean {
  return viewerMay(actor, 'manageUsers');
}

const SELECTABLE = new Set<string>(SELECTABLE_ROLES);
const ASSIGNABLE = new Set<string>([...ROLES, ...PRIVILEGED_ROLES, 'organization2']);
/** The roles that make a user an administrator (deriveRoleFlags: admin or superAdmin). */
const ADMIN_ROLES = ['admin', 'superAdmin'];

function unique(roles: Iterable<string>): string[] {
  return [...new Set(roles)];
}

/**
 * The roles a user ends up with after PUT /user/{id} with `roles`:
 * - anyone else (the role picker, docs/roles-and-permissions.md#choosing-a-role): the requested roles are ADDED to the existing ones and
 *   never remove any; asking for anything but patient, doctor or facilities is a 403 and nothing is saved;
 * - an administrator editing another user: the requested list replaces the user's roles (any known role);
 * - an administrator editing themselves: the same, except that the admin and superAdmin roles they hold
 *   are always kept, so nobody locks themselves out of administration by mistake (another
 *   administrator can still remove them).
 */
export function rolesAfterUpdate(actor: Principal, target: UserRow, requested: readonly string[]): string[] {
  const wanted = unique(requested.map(normaliseRole));
  if (!viewerMay(actor, 'manageUsers')) {
    if (wanted.some((role) => !SELECTABLE.has(role))) {
      throw AppError.forbidden(MESSAGES.cannotGrantPrivilegedRole);
    }
    return unique([...target.roles.map(normaliseRole), ...wanted]);
  }
  if (wanted.some((role) => !ASSIGNABLE.has(role))) throw AppError.field('roles', MESSAGES.invalidInput);
  if (actor.userId !== target.id) return wanted;
  return unique([...wanted, ...target.roles.filter((role) => ADMIN_ROLES.includes(role))]);
}

/**
 * Taking up the doctor or facility role starts a clinician profile that an administrator has not
 * verified: whatever the user's verification said before (a patient's means nothing clinical), it
 * starts again at 'not submitted'. Roles that keep an existing clinician role change nothing.
 */
export function verificationAfterRoles(
  target: UserRow,
  roles: readonly string[],
): { profileVerificationStatus?: number } {
  const before = deriveRoleFlags(target.roles);
  const after = deriveRoleFlags(roles);
  const wasClinician = before.doctor || before.facilities;
  const isClinician = after.doctor || after.facilities;
  return isClinician && !wasClinician ? { profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted } : {};
}

/**
 * Suspending or reactivating an account (the caller is an administrator): never one's own, and a
 * super administrator's only by another super administrator.
 */
export function assertCanSuspend(actor: Principal, target: UserRow): void {
  if (actor.userId === target.id) throw AppError.forbidden(USER_ADMIN_MESSAGES.cannotSuspendSelf);
  if (isSuperAdmin(target) && !actor.flags.superAdmin) {
    throw AppError.forbidden(USER_ADMIN_MESSAGES.superAdminOnly);
  }
}

function isSuperAdmin(user: Pick<UserRow, 'roles'>): boolean {
  return deriveRoleFlags(user.roles.map(normaliseRole)).superAdmin;
}

/** What an administrator may do to this account on its detail screen (the abilities of the presenter). */
export function adminAbilities(actor: Principal, target: UserRow): AdminUserDetailDto['abilities'] {
  const manager = viewerMay(actor, 'manageUsers');
  const maySuspend =
    manager && actor.userId !== target.id && (!isSuperAdmin(target) || actor.flags.superAdmin);
  return {
    suspend: maySuspend && !target.suspendedAt,
    reactivate: maySuspend && target.suspendedAt !== null,
    sendPasswordResetLink: manager,
  };
}
