import type { DoctorPracticeDto, FoundCareNetDoctorDto } from '@carenet/shared';
import type { UserRow } from '../../platform/db/schema';
import type { TimeSpan } from '../appointments';
import type { PracticeFacility } from './repository';

/** GET /doctors/{id}/practice: the doctor's verified facilities and their services, each once. */
export function presentPractice(facilities: PracticeFacility[]): DoctorPracticeDto {
  const services = [...new Set(facilities.flatMap((facility) => facility.facilityServices))].sort((a, b) =>
    a.localeCompare(b),
  );
  return {
    facilities: facilities.map((facility) => ({
      _id: facility.id,
      orgName: facility.orgName,
      facilityServices: facility.facilityServices,
    })),
    services,
  };
}

/** A CareNet doctor among find-doctors results: what a card shows, no contact details. */
export function presentFoundDoctor(
  row: UserRow,
  extra: {
    facilities: PracticeFacility[];
    nextFreeSlot: TimeSpan | null;
    distanceKm: number | null;
  },
): FoundCareNetDoctorDto {
  return {
    source: 'carenet',
    _id: row.id,
    name: {
      first_name: row.name.first_name,
      last_name: row.name.last_name,
      middle_name: row.name.middle_name ?? '',
    },
    salutation: row.salutation,
    profile_image_url: row.profileImageUrl,
    specialities: row.details.specialities ?? [],
    yearsOfExperience: row.yearsOfExperience,
    languages: row.languages,
    city: row.address.city || null,
    facilities: extra.facilities.map((facility) => ({ _id: facility.id, orgName: facility.orgName })),
    nextFreeSlot: extra.nextFreeSlot,
    distanceKm: extra.distanceKm,
  };
}
