/** docs/directory.md#claiming: the states of a claim on a directory profile (none while unclaimed). */
export const DIRECTORY_CLAIM_STATUS = { pending: 'pending', confirmed: 'confirmed' } as const;
export type DirectoryClaimStatus = (typeof DIRECTORY_CLAIM_STATUS)[keyof typeof DIRECTORY_CLAIM_STATUS];

/** docs/directory.md#drivers: where the directory's doctors come from, named in GET /health. */
export const DIRECTORY_DRIVERS = ['table', 'http'] as const;
export type DirectoryDriverName = (typeof DIRECTORY_DRIVERS)[number];

/** The columns of a directory CSV, in order (docs/directory.md#importing). */
export const DIRECTORY_CSV_COLUMNS = [
  'ref',
  'name',
  'speciality',
  'phone',
  'email',
  'linkedin',
  'twitter',
  'city',
  'state',
  'country',
  'languages',
  'experience',
  'education',
  'memberships',
  'certifications',
  'achievements',
] as const;
export type DirectoryCsvColumn = (typeof DIRECTORY_CSV_COLUMNS)[number];

/** Inside one CSV cell, list items are split by this; an item's parts (position, hospital, duration) by LIST_PART_SEPARATOR. */
export const DIRECTORY_LIST_SEPARATOR = ';';
export const DIRECTORY_LIST_PART_SEPARATOR = '|';

/** The largest directory CSV accepted, and the most rows in one. */
export const DIRECTORY_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const DIRECTORY_CSV_MAX_ROWS = 10_000;
