/** What a bulk upload creates: people (doctors and patients) or facilities. */
export const BULK_IMPORT_KINDS = ['users', 'organizations'] as const;
export type BulkImportKind = (typeof BULK_IMPORT_KINDS)[number];

/** The file types a bulk upload takes, by the extension their bytes are sniffed as. */
export const BULK_IMPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type BulkImportFileType = (typeof BULK_IMPORT_FILE_TYPES)[number];

/** 10,000 rows of the users template are about 1.5 MB of CSV; 5 MB leaves room for long addresses. */
export const BULK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_IMPORT_MAX_ROWS = 10_000;
/**
 * An XLSX is a zip: 10,000 facilities with 1,000-character descriptions unpack to about 24 MB of XML,
 * so a file that unpacks to more than this is not a sheet of ours (a zip bomb unpacks 5 MB to gigabytes).
 */
export const BULK_IMPORT_MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** The same rows sent as JSON: 10,000 rows of every users column with long values stay under 10 MB. */
export const BULK_IMPORT_MAX_JSON_BYTES = 10 * 1024 * 1024;

/** Several specialties or services in one cell are separated by this. */
export const BULK_IMPORT_LIST_SEPARATOR = ';';

/**
 * The columns of the users template, named as the fields of POST /user/add (docs/api-contract.md#entities-and-field-names Doctor and
 * Patient creation), so a row's error names the column to fix.
 */
export const USER_IMPORT_COLUMNS = [
  'roles',
  'salutation',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'gender',
  'title',
  'yearsOfExperience',
  'specialties',
  'line1',
  'line2',
  'city',
  'state',
  'country',
  'zip_code',
] as const;

/** The columns of the facilities template, named as docs/api-contract.md#entities-and-field-names Facility's fields. */
export const ORGANIZATION_IMPORT_COLUMNS = [
  'orgName',
  'orgType',
  'description',
  'orgEmail',
  'websiteUrl',
  'facilityServices',
  'line1',
  'line2',
  'city',
  'state',
  'country',
  'zip_code',
  'isFreeHospital',
  'isDiscountEnabled',
  'discountPercentage',
] as const;

export const IMPORT_COLUMNS: Record<BulkImportKind, readonly string[]> = {
  users: USER_IMPORT_COLUMNS,
  organizations: ORGANIZATION_IMPORT_COLUMNS,
};

/** The import job's states (the import_jobs table's). */
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** How often the progress bar asks how far an import is. */
export const IMPORT_PROGRESS_POLL_MS = 1000;
