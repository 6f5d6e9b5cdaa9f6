import { z } from 'zod';

/** POST /user/add/bulk and POST /organization/add/bulk: dryRun=true checks the file and writes nothing. */
export const bulkImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((value) => value === 'true'),
});

/** GET /user/add/bulk/template and the organization one. */
export const bulkImportTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).optional().default('csv'),
});
export type BulkImportTemplateFormat = z.output<typeof bulkImportTemplateQuerySchema>['format'];
