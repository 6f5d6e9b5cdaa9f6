import { FACILITY_VERIFIED } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { OrganizationRow } from '../../platform/db/schema';

/**
 * A verified facility is public (the home carousel, its page). One awaiting verification is seen only by
 * the people who act for it and by administrators; to anyone else it does not exist.
 */
export function canSeeOrganization(
  viewer: Principal | null,
  organization: OrganizationRow,
  viewerIsMember: boolean,
): boolean {
  return organization.status === FACILITY_VERIFIED || Boolean(viewer?.flags.admin) || viewerIsMember;
}

/** The status filter a list query may use: administrators any (or none), everyone else verified only. */
export function listableStatus(viewer: Principal | null, requested: number | undefined): number | undefined {
  return viewer?.flags.admin ? requested : FACILITY_VERIFIED;
}
