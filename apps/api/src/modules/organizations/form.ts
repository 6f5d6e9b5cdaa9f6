import { z } from 'zod';
import { hospitalOrganizationSchema, organizationFormSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { CreateOrganizationInput } from './service';

/** POST /organization's body before it is read: the form it follows depends on who sends it. */
export const organizationCreateBodySchema = z
  .record(z.string(), z.unknown())
  .describe(
    'The facility form (organizationFormSchema), or from an administrator with userId the Add Hospital step 2 (hospitalOrganizationSchema)',
  );

/** The schema's own docs/validation-and-limits.md messages, as a 400 like any validation failure. */
function parseForm<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/**
 * An administrator sending a userId is the Add Hospital wizard's step 2 (name, type, address, website);
 * everyone else sends the whole facility form.
 */
export function creationInputOf(
  principal: Principal,
  body: Record<string, unknown>,
): CreateOrganizationInput {
  if (principal.flags.admin && body.userId !== undefined) {
    const hospital = parseForm(hospitalOrganizationSchema, body);
    return {
      orgName: hospital.orgName,
      orgType: hospital.orgType ?? null,
      orgAddress: hospital.orgAddress,
      websiteUrl: hospital.websiteUrl,
      sourceOfCreation: hospital.sourceOfCreation ?? null,
      ownerId: hospital.userId,
    };
  }
  return parseForm(organizationFormSchema, body);
}
