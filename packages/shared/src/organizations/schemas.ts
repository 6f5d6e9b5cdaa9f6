import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/common';

/** GET /organization (SPEC §7 Facilities); the home carousel asks limit 10, offset, keyword, status 1. */
export const organizationsQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  /** Administrators filter by any status; everyone else sees verified facilities only. */
  status: z.coerce.number().int().optional(),
  sourceOfCreation: z.string().trim().max(50).optional(),
});
export type OrganizationsQuery = z.input<typeof organizationsQuerySchema>;
