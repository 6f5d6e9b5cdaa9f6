import { RECORD_FILE_FIELD, RECORD_MAX_BYTES, RECORD_MESSAGES } from '@carenet/shared';
import type { UploadRules } from './rules';

/** A document: what the medical-records uploader takes (a licence for verification too), with its words. */
export const DOCUMENT_UPLOAD: UploadRules<'document'> = {
  field: RECORD_FILE_FIELD,
  accepts: ['document'],
  maxBytes: RECORD_MAX_BYTES,
  messages: {
    missing: RECORD_MESSAGES.fileRequired,
    notMultipart: RECORD_MESSAGES.notMultipart,
    tooLarge: RECORD_MESSAGES.documentTooLarge,
    wrongType: RECORD_MESSAGES.documentWrongType,
    nameMismatch: RECORD_MESSAGES.documentNameMismatch,
    unreadable: RECORD_MESSAGES.documentUnreadable,
  },
};

export const IMAGE_UPLOAD: UploadRules<'image'> = {
  field: RECORD_FILE_FIELD,
  accepts: ['image'],
  maxBytes: RECORD_MAX_BYTES,
  messages: {
    missing: RECORD_MESSAGES.fileRequired,
    notMultipart: RECORD_MESSAGES.notMultipart,
    tooLarge: RECORD_MESSAGES.imageTooLarge,
    wrongType: RECORD_MESSAGES.imageWrongType,
    nameMismatch: RECORD_MESSAGES.imageNameMismatch,
    unreadable: RECORD_MESSAGES.imageUnreadable,
  },
};
