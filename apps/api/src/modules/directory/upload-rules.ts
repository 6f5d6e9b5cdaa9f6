import { DIRECTORY_CSV_MAX_BYTES, DIRECTORY_MESSAGES as M, BULK_IMPORT_MESSAGES } from '@carenet/shared';
import type { UploadRules } from '../../platform/uploads';

/** A directory import: one CSV (UTF-8 text) in the field "file" (docs/directory.md#importing). */
export const DIRECTORY_CSV_UPLOAD: UploadRules<'spreadsheet'> = {
  field: 'file',
  accepts: ['spreadsheet'],
  maxBytes: DIRECTORY_CSV_MAX_BYTES,
  messages: {
    missing: M.csvRequired,
    notMultipart: BULK_IMPORT_MESSAGES.notMultipart,
    tooLarge: M.csvTooLarge,
    wrongType: M.csvRequired,
    nameMismatch: M.csvNameMismatch,
    unreadable: M.csvNotText,
  },
};
