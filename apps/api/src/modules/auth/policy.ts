import { PRIVILEGED_ROLES, normaliseRole } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { UserRow } from '../../platform/db/schema';

/** An account's username and phone number are managed by its owner and by administrators. */
export function canManageAccount(principal: Principal, targetUserId: string): boolean {
  return principal.userId === targetUserId || principal.flags.admin;
}

/**
 * Administrators set passwords for accounts they onboard; taking over another privileged account
 * that way needs a super administrator.
 */
export function canSetPasswordOf(principal: Principal, target: UserRow): boolean {
  if (!principal.flags.admin) return false;
  if (principal.userId === target.id) return true;
  const targetIsPrivileged = target.roles.some((role) => PRIVILEGED_ROLES.includes(normaliseRole(role)));
  return !targetIsPrivileged || principal.flags.superAdmin;
}
