import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from './messages';

/** POST /disband/user: the person confirms with their password; nobody erases someone else. */
export const eraseAccountSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

/** The name an erased account shows wherever it is still referred to (a request's creator, a log row). */
export const ERASED_USER_NAME = { first_name: 'Deleted', last_name: 'user', middle_name: '' } as const;

/** What an erased person's requests, comments and messages say instead of what they wrote. */
export const ERASED_TEXT = 'Removed at the person’s request';

/** The names of the parts of GET /user/{id}/export's ZIP archive. */
export const EXPORT_ARCHIVE = {
  data: 'carenet-data.json',
  fhir: 'fhir-bundle.json',
  summary: 'summary.pdf',
  /** Every row that names the person, table by table, as the data map classifies the tables. */
  tables: 'carenet-tables.json',
  filesFolder: 'files/',
} as const;
