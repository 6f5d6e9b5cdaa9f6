import type {
  FacilityDoctorDto,
  NearbyFacilityDto,
  OrganizationAbilitiesDto,
  OrganizationDto,
  OrganizationMemberRole,
  UserOrganizationDto,
} from '@carenet/shared';
import type { OrganizationRow, UserRow } from '../../platform/db/schema';
import { presentPublicProfile, presentUserSummary } from '../users';

/** What a single-facility answer adds for the viewer. */
export interface OrganizationViewerExtras {
  abilities: OrganizationAbilitiesDto;
  membersCount: number;
  myRole: OrganizationMemberRole | null;
}

export function presentOrganization(
  row: OrganizationRow,
  extras?: OrganizationViewerExtras,
): OrganizationDto {
  const dto: OrganizationDto = {
    _id: row.id,
    orgName: row.orgName,
    orgType: row.orgType,
    description: row.description,
    orgEmail: row.orgEmail,
    orgEmailVerified: Boolean(row.orgEmail && row.orgEmailVerifiedAt),
    websiteUrl: row.websiteUrl,
    defaultImageUrl: row.defaultImageUrl,
    orgAddress: row.orgAddress ?? {},
    facilityServices: row.facilityServices,
    sourceOfCreation: row.sourceOfCreation,
    status: row.status,
    isFreeHospital: row.isFreeHospital,
    isDiscountEnabled: row.isDiscountEnabled,
    discountPercentage: row.discountPercentage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (!extras) return dto;
  return {
    ...dto,
    abilities: extras.abilities,
    membersCount: extras.membersCount,
    myRole: extras.myRole,
    // The documents are for the people who may edit the facility (they were uploaded for its review).
    ...(extras.abilities.edit
      ? { documents: row.documentKeys.map((key) => ({ key, url: `/files/${key}` })) }
      : {}),
  };
}

export function presentUserOrganization(
  row: OrganizationRow,
  role: OrganizationMemberRole,
): UserOrganizationDto {
  return {
    _id: row.id,
    orgName: row.orgName,
    orgType: row.orgType,
    defaultImageUrl: row.defaultImageUrl,
    status: row.status,
    role,
  };
}

/** A doctor card on the facility's page, from the users module's public presenters (never e-mail or phone). */
export function presentFacilityDoctor(row: UserRow): FacilityDoctorDto {
  const { specialities, salutation, yearsOfExperience } = presentPublicProfile(row);
  return { ...presentUserSummary(row), specialities, salutation, yearsOfExperience };
}

/**
 * A facility on the nearest-hospitals list. Directions search OpenStreetMap for the address rather than
 * routing to the city's coordinates, which may be kilometres from the door in a large city.
 */
export function presentNearbyFacility(row: OrganizationRow, distanceKm: number): NearbyFacilityDto {
  const { line1 = '', city = '', state = '', country = '' } = row.orgAddress;
  const query = [line1, city, state, country].filter(Boolean).join(', ');
  return {
    _id: row.id,
    orgName: row.orgName,
    orgType: row.orgType,
    address: { line1, city, state, country },
    orgEmail: row.orgEmail,
    distanceKm,
    directionsUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`,
  };
}
