import { z } from 'zod';
import { BULK_IMPORT_MAX_ROWS } from './constants';
import { BULK_IMPORT_MESSAGES as M } from './messages';

/** POST /user/add/bulk and POST /organization/add/bulk: dryRun=true checks the file and writes nothing. */
export const bulkImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * GET /user/add/bulk/template and the organization one. Strict: the answer is a file, so a query it
 * does not understand is refused in the envelope rather than answered with a template.
 */
export const bulkImportTemplateQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx']).optional().default('csv'),
  })
  .strict();
export type BulkImportTemplateFormat = z.output<typeof bulkImportTemplateQuerySchema>['format'];

/**
 * POST /user/add/bulk and POST /organization/add/bulk with a JSON body: the rows of the template as
 * objects named by its columns, each value text, a number, true/false or null (an empty cell). A
 * nested value has no cell to go in, so it is refused rather than flattened.
 */
export const bulkImportJsonRowsSchema = z
  .array(
    z.record(
      z.string(),
      z.union([z.string(), z.number(), z.boolean(), z.null()], { error: M.jsonNestedValue }),
      { error: M.jsonNotRows },
    ),
    { error: M.jsonNotRows },
  )
  .min(1, { error: M.jsonEmpty })
  .max(BULK_IMPORT_MAX_ROWS, { error: M.jsonTooManyRows });
export type BulkImportJsonRows = z.output<typeof bulkImportJsonRowsSchema>;
