import { loginSchema } from '@carenet/shared';
import type { LoginErrors, LoginValues } from './hooks/useLoginForm';
import { tm } from '../../lib/i18n';

/**
 * Checks the login form with the shared schema: the values as the schema gives them (the account
 * trimmed), or each invalid field's first message. Loaded with zod on the form's first check
 * (hooks/useLoginForm), so neither is on the login screen's first load.
 */
export function checkLogin(values: LoginValues): { data: LoginValues | null; errors: LoginErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && Object.hasOwn(values, field)) {
      errors[field as keyof LoginValues] ??= tm(issue.message);
    }
  }
  return { data: null, errors };
}
