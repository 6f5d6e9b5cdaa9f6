import { PRIVILEGED_ROLES, normaliseRole } from '@carenet/shared';
import { hasPassword } from '../../platform/auth/passwords';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { UserRow } from '../../platform/db/schema';

/** An account's username and phone number are managed by its owner and by administrators. */
export function canManageAccount(principal: Principal, targetUserId: string): boolean {
  return principal.userId === targetUserId || viewerMay(principal, 'manageUsers');
}

/**
 * Administrators set passwords for accounts they onboard; taking over another privileged account
 * that way needs a super administrator.
 */
export function canSetPasswordOf(principal: Principal, target: UserRow): boolean {
  if (!viewerMay(principal, 'manageUsers')) return false;
  if (principal.userId === target.id) return true;
  const targetIsPrivileged = target.roles.some((role) => PRIVILEGED_ROLES.includes(normaliseRole(role)));
  return !targetIsPrivileged || principal.flags.superAdmin;
}

/** A person's linked outside accounts are theirs alone: nobody else, administrators included, sees them. */
export function canSeeIdentitiesOf(principal: Principal, userId: string): boolean {
  return principal.userId === userId;
}

/** An outside account may be unlinked unless it is the last way into an account without a password. */
export function canUnlinkIdentity(owner: UserRow, linkedCount: number): boolean {
  return hasPassword(owner.passwordHash) || linkedCount > 1;
}
