import type { z } from 'zod';
import { tm } from '../../lib/i18n';

/**
 * The first refusal of each field, in the page's language: a field's first issue says what to fix first
 * (an empty web address is "required", not also "wrong characters").
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= tm(issue.message);
  }
  return errors;
}
