import { PROFILE_VERIFICATION } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';

/**
 * An invitation goes out from CareNet's address, so only people CareNet vouches for send one:
 * administrators, and doctors and facilities whose profile an administrator verified.
 */
export function canSendInvitations(principal: Principal): boolean {
  if (principal.flags.admin) return true;
  const clinician = principal.flags.doctor || principal.flags.facilities;
  return clinician && principal.user.profileVerificationStatus === PROFILE_VERIFICATION.verified;
}
