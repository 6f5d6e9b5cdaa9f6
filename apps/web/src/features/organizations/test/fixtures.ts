import {
  FACILITY_STATUS,
  PROFILE_VERIFICATION,
  type FacilityDoctorDto,
  type OrganizationAbilitiesDto,
  type OrganizationDto,
  type OrganizationMemberDto,
} from '@carenet/shared';

/** The first wait on a lazy route: its module is compiled on first use, slowly when the cores are shared. */
export const LAZY = { timeout: 8000 };

export const ORG_ID = '0190a6c4-1f7e-7b3c-9d2e-00000000aa01';

export const NO_ABILITIES: OrganizationAbilitiesDto = {
  edit: false,
  delete: false,
  manageMembers: false,
  leave: false,
};

export function makeOrganization(overrides: Partial<OrganizationDto> = {}): OrganizationDto {
  return {
    _id: ORG_ID,
    orgName: 'Sunrise Hospital',
    orgType: 'multiSpeciaityHospital',
    description: 'A 200-bed hospital.',
    orgEmail: 'contact@sunrise.example',
    orgEmailVerified: true,
    websiteUrl: 'sunrise.example',
    defaultImageUrl: null,
    orgAddress: { line1: '12 Road No. 1', city: 'Hyderabad', state: 'Telangana', country: 'India' },
    facilityServices: ['Cardiology', 'Orthopaedics'],
    sourceOfCreation: 'talhospitals',
    status: FACILITY_STATUS.verified,
    isFreeHospital: true,
    isDiscountEnabled: true,
    discountPercentage: '15.00',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(
  id: string,
  first: string,
  role: OrganizationMemberDto['role'],
  roles: string[] = ['facilities'],
): OrganizationMemberDto {
  return {
    user: {
      _id: id,
      name: { first_name: first, last_name: 'Rao', middle_name: '' },
      fullName: `${first} Rao`,
      profile_image_url: null,
      roles,
      occupation: null,
      profileVerificationStatus: PROFILE_VERIFICATION.verified,
    },
    role,
    joinedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** A doctor card of GET /organization/{id}/doctors. */
export function makeFacilityDoctor(
  id: string,
  first: string,
  overrides: Partial<FacilityDoctorDto> = {},
): FacilityDoctorDto {
  return {
    _id: id,
    name: { first_name: first, last_name: 'Rao', middle_name: '' },
    fullName: `${first} Rao`,
    profile_image_url: null,
    roles: ['doctor'],
    occupation: null,
    profileVerificationStatus: PROFILE_VERIFICATION.verified,
    specialities: [],
    salutation: null,
    yearsOfExperience: null,
    ...overrides,
  };
}

/** An error envelope, as the API sends it. */
export function failure(statusCode: number, message: string) {
  return { status: statusCode, body: { status: 'error', statusCode, message } };
}
