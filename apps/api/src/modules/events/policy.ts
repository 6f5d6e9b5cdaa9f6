import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';

/** Who creates and changes events (administrators). */
export function canManageEvents(principal: Principal | null): boolean {
  return viewerMay(principal, 'manageEvents');
}

/** Checking people in at the door (there is no separate door-staff role). */
export function canCheckIn(principal: Principal): boolean {
  return viewerMay(principal, 'checkInEvents');
}
