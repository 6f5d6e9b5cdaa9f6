import { BULK_IMPORT_MAX_ROWS, BULK_IMPORT_MAX_UNZIPPED_BYTES } from './constants';

const rows = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;

/** Bulk upload text: 'Failed to upload users data' is docs/api-contract.md#messages's; the rest is ours. */
export const BULK_IMPORT_MESSAGES = {
  // docs/api-contract.md#messages
  uploadFailed: 'Failed to upload users data',
  // Ours, the same words for the facilities page.
  facilitiesUploadFailed: 'Failed to upload facilities data',
  downloadFailed: 'The file could not be downloaded. Please try again.',

  // The file
  fileMissing: 'Please select a file to upload',
  notMultipart: 'Please send the file as multipart/form-data in the field "file".',
  tooLarge: 'The file is too large. The largest file we take is 5 MB.',
  wrongType: 'Please upload a CSV or XLSX file.',
  nameMismatch: 'The file name or type does not match its content. Please upload a CSV or XLSX file.',
  unreadable: 'The file could not be read. Please save it again as CSV (UTF-8) or XLSX.',
  unpacksTooLarge: `The XLSX file unpacks to more than ${BULK_IMPORT_MAX_UNZIPPED_BYTES / 1024 / 1024} MB, far more than ${rows(BULK_IMPORT_MAX_ROWS)} need. Please save only the rows to import, as CSV (UTF-8) or XLSX.`,
  empty: 'The file has no rows to import.',
  tooManyRows: `The file has more than ${rows(BULK_IMPORT_MAX_ROWS)}. Please split it into smaller files.`,
  missingColumns: (columns: readonly string[]) =>
    `The file lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Please start from the template.`,
  unknownColumns: (columns: readonly string[]) =>
    `The file has column${columns.length === 1 ? '' : 's'} the template does not: ${columns.join(', ')}. Please start from the template.`,
  // The rows sent as JSON instead of a file
  jsonNotRows:
    'Please send the rows as a JSON array of objects named by the template\'s columns, or a CSV or XLSX file as multipart/form-data in the field "file".',
  jsonNestedValue: 'Each value of a row must be text or a number, not an object or a list.',
  jsonTooManyRows: `The request has more than ${rows(BULK_IMPORT_MAX_ROWS)}. Please send them in smaller requests.`,
  jsonUnknownColumns: (columns: readonly string[]) =>
    `The rows have column${columns.length === 1 ? '' : 's'} the template does not: ${columns.join(', ')}. Please use the template's column names.`,
  jsonEmpty: 'The request has no rows to import.',
  nothingToImport: 'No row of this file can be imported. Please fix the errors and check the file again.',

  // A row
  unknownRole: 'Please enter doctor or patient',
  notYesNo: 'Please enter yes or no',
  duplicateInFile: (row: number) => `Already on row ${row} of this file`,

  // The check and the job
  checked: (valid: number, total: number) => `${rows(valid)} of ${rows(total)} can be imported`,
  started: 'The import has started',
  jobNotFound: 'This import does not exist.',
  resultNotReady: 'The result file is written when the import has finished.',
  jobFailed: 'The import stopped because of an error. The rows it had imported are kept.',
} as const;
