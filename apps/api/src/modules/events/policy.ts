import type { Principal } from '../../platform/auth/request-auth';

/** Administrators create and change events. */
export function canManageEvents(principal: Principal | null): boolean {
  return !!principal?.flags.admin;
}

/**
 * Checking people in at the door is done by administrators: the check-in screen shows who registered
 * (names and e-mail addresses), which only CareNet's staff may see. There is no separate door-staff role.
 */
export function canCheckIn(principal: Principal): boolean {
  return principal.flags.admin;
}
