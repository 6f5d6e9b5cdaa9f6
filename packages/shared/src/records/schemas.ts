import { z } from 'zod';
import { MESSAGES } from '../messages';
import { UUID_PATTERN } from '../schemas/common';
import { RECORD_MESSAGES } from './messages';
import { RECORD_NAME_MAX, RECORD_NOTE_MAX } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** UTC+14 (Kiribati) is the first place a day begins; a date that has begun anywhere is not in the future. */
const EARLIEST_OFFSET_MS = 14 * 3_600_000;

/** The latest date a document may carry at `now`: today, wherever on Earth today has already begun. */
export function latestDocumentDate(now: number = Date.now()): string {
  return new Date(now + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
}

const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** docs/validation-and-limits.md#clinical Uploader: the document's date as YYYY-MM-DD, not in the future. */
export const documentDateSchema = z
  .string({ error: RECORD_MESSAGES.dateRequired })
  .trim()
  .regex(ISO_DATE, RECORD_MESSAGES.dateRequired)
  .refine(isRealDate, RECORD_MESSAGES.dateRequired)
  .refine((value) => value <= latestDocumentDate(), RECORD_MESSAGES.dateInFuture);

/** The properties of a document (docs/files-and-uploads.md#accepted-types Document userGivenName, note, date): sent with the file and edited later. */
export const documentPropertiesSchema = z.object({
  userGivenName: z
    .string({ error: RECORD_MESSAGES.nameRequired })
    .trim()
    .min(1, RECORD_MESSAGES.nameRequired)
    .max(RECORD_NAME_MAX, RECORD_MESSAGES.nameTooLong),
  note: z.string().trim().max(RECORD_NOTE_MAX, RECORD_MESSAGES.noteTooLong).optional().default(''),
  date: documentDateSchema,
});
export type DocumentPropertiesInput = z.input<typeof documentPropertiesSchema>;
export type DocumentProperties = z.output<typeof documentPropertiesSchema>;

/** GET /medicalRecords and GET /images: a patient's, one's own without userId. */
export const recordListQuerySchema = z.object({
  userId: z.string().trim().regex(UUID_PATTERN, MESSAGES.notFound).optional(),
});
