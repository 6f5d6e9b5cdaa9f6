import {
  FACILITY_VERIFIED,
  ORGANIZATION_MANAGER_ROLES,
  type OrganizationAbilitiesDto,
  type OrganizationMemberRole,
} from '@carenet/shared';
import { viewerMay, type AbilityViewer } from '../../access/viewer-abilities';
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
  return viewerMay(viewer, 'manageFacilities') ? requested : FACILITY_VERIFIED;
}

/** docs/roles-and-permissions.md#who-may-do-what: only facility or doctor users add facilities; administrators add them for others. */
export function canCreateOrganization(actor: AbilityViewer): boolean {
  return viewerMay(actor, 'createFacility');
}

/** Owners and admins of the facility manage it and its members; so do platform administrators. */
export function managesOrganization(platformAdmin: boolean, role: OrganizationMemberRole | null): boolean {
  return platformAdmin || (role !== null && ORGANIZATION_MANAGER_ROLES.includes(role));
}

/** A facility is deleted by its owners and by platform administrators. */
export function deletesOrganization(platformAdmin: boolean, role: OrganizationMemberRole | null): boolean {
  return platformAdmin || role === 'owner';
}

/** What the viewer may do with the facility, sent with it so the web never re-derives permissions. */
export function organizationAbilities(
  viewer: Principal | null,
  role: OrganizationMemberRole | null,
  owners: number,
): OrganizationAbilitiesDto {
  const platformAdmin = Boolean(viewer?.flags.admin);
  return {
    edit: managesOrganization(platformAdmin, role),
    delete: deletesOrganization(platformAdmin, role),
    manageMembers: managesOrganization(platformAdmin, role),
    // A facility keeps at least one owner: its last owner hands ownership on before leaving.
    leave: role !== null && !(role === 'owner' && owners <= 1),
  };
}
