/** docs/validation-and-limits.md#facilities facility types, spelled as the product stores them. */
export const FACILITY_TYPES = [
  'clinic',
  'multiSpeciaityHospital',
  'specialityHospital',
  'children',
  'maternity',
  'ayurveda-hospital',
  'homeopathy-hospital',
  'medical-college-and-hospital',
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

export const FACILITY_TYPE_LABELS: Record<FacilityType, string> = {
  clinic: 'Clinic',
  multiSpeciaityHospital: 'Multi-speciality hospital',
  specialityHospital: 'Speciality hospital',
  children: "Children's hospital",
  maternity: 'Maternity hospital',
  'ayurveda-hospital': 'Ayurveda hospital',
  'homeopathy-hospital': 'Homeopathy hospital',
  'medical-college-and-hospital': 'Medical college and hospital',
};

/**
 * docs/request-states.md#statuses: status 1 means the facility is verified. A facility starts unverified unless an
 * administrator creates it; an administrator's decision on its verification submission verifies it.
 */
export const FACILITY_STATUS = { unverified: 0, verified: 1 } as const;
export type FacilityStatus = (typeof FACILITY_STATUS)[keyof typeof FACILITY_STATUS];
export const FACILITY_VERIFIED = FACILITY_STATUS.verified;

/** A person's role inside one facility: owners and admins manage it and its members; a facility keeps at least one owner. */
export const ORGANIZATION_MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationMemberRole = (typeof ORGANIZATION_MEMBER_ROLES)[number];
export const ORGANIZATION_MANAGER_ROLES: readonly OrganizationMemberRole[] = ['owner', 'admin'];

/**
 * docs/roles-and-permissions.md#joining-a-facility-by-invitation-only: a facility awaiting verification
 * may invite its team, but only this many invitations wait at a time, so a facility made up in a minute
 * cannot pester everyone.
 */
export const UNVERIFIED_FACILITY_PENDING_INVITATIONS_MAX = 10;

/** Where a signed-in person accepts or declines the invitations of facilities to join them. */
export const FACILITY_INVITATIONS_PATH = '/facilityInvitations';
