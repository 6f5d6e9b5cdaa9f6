import type { OrganizationMemberRole } from '@carenet/shared';
import { managesOrganization } from '../organizations';

/** Owners and admins of the facility, and platform administrators, manage its members. */
export const managesMembers = managesOrganization;

/** Making someone an owner, or changing or removing an owner, is for owners (and platform administrators). */
export function mayTouchOwner(platformAdmin: boolean, actorRole: OrganizationMemberRole | null): boolean {
  return platformAdmin || actorRole === 'owner';
}

/** Whether a change leaves the facility without an owner: it keeps at least one. */
export function removesLastOwner(
  targetRole: OrganizationMemberRole,
  nextRole: OrganizationMemberRole | null,
  owners: number,
): boolean {
  return targetRole === 'owner' && nextRole !== 'owner' && owners <= 1;
}
