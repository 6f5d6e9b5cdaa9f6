/** The two catalogues administrators manage (docs/api-contract.md Facilities: facility services and specialties). */
export type CatalogueKind = 'facilityService' | 'specialty';

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Product text of the catalogues; the docs/api-contract.md#messages ones are spelled as SPEC has them. */
export const CATALOGUE_MESSAGES = {
  // docs/api-contract.md#messages
  failedToLoadFacilityServices: 'Failed to load facility services',
  specialitiesFailed: 'Specialities Failed. Invalid response format.',

  facilityService: {
    created: 'Service added',
    renamed: 'Service renamed',
    deleted: 'Service deleted',
    notFound: 'This service does not exist.',
    duplicate: (name: string) => `A service named "${name}" already exists.`,
    inUse: (count: number) =>
      `This service is offered by ${plural(count, 'facility', 'facilities')}. Remove it from ${count === 1 ? 'it' : 'them'} first.`,
  },
  specialty: {
    created: 'Specialty added',
    renamed: 'Specialty renamed',
    deleted: 'Specialty deleted',
    notFound: 'This specialty does not exist.',
    duplicate: (name: string) => `A specialty named "${name}" already exists.`,
    inUse: (count: number) =>
      `This specialty is held by ${plural(count, 'doctor', 'doctors')}. Remove it from ${count === 1 ? 'their profile' : 'their profiles'} first.`,
  },
} as const;
