import { DOCUMENT_TYPES, IMAGE_TYPES, RECORD_MAX_BYTES, RECORD_MESSAGES, claimedType } from '@carenet/shared';

const isOneOf = (types: readonly string[], file: File) => types.includes(claimedType(file.name));

/** Why a picked document cannot be uploaded, before it is sent; null when it may be (the server checks the bytes). */
export function documentProblem(file: File): string | null {
  if (!isOneOf(DOCUMENT_TYPES, file)) return RECORD_MESSAGES.documentWrongType;
  if (file.size > RECORD_MAX_BYTES) return RECORD_MESSAGES.documentTooLarge;
  return null;
}

/** Why a picked image cannot be uploaded, before it is sent; null when it may be. */
export function imageProblem(file: File): string | null {
  if (!isOneOf(IMAGE_TYPES, file)) return RECORD_MESSAGES.imageWrongType;
  if (file.size > RECORD_MAX_BYTES) return RECORD_MESSAGES.imageTooLarge;
  return null;
}

/** '850 KB', '2.4 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the reader's time zone, as a date input holds it: the latest date a document may have. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A picked file's name without its extension: the document's name until the patient gives another. */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').trim();
}
