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
