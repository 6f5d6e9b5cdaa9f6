import { BULK_IMPORT_MAX_BYTES, BULK_IMPORT_MESSAGES as M } from '@carenet/shared';
import type { UploadRules } from '../../platform/uploads';

/** A bulk upload: one CSV (UTF-8 text) or XLSX (a zip of sheets) in the field "file", 5 MB at most. */
export const BULK_IMPORT_UPLOAD: UploadRules<'spreadsheet'> = {
  field: 'file',
  accepts: ['spreadsheet'],
  maxBytes: BULK_IMPORT_MAX_BYTES,
  messages: {
    missing: M.fileMissing,
    notMultipart: M.notMultipart,
    tooLarge: M.tooLarge,
    wrongType: M.wrongType,
    nameMismatch: M.nameMismatch,
    unreadable: M.unreadable,
  },
};
