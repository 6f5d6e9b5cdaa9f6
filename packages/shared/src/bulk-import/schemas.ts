import { z } from 'zod';

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
