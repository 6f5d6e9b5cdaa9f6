import { ApiError, errorMessage } from '../lib/api';

/**
 * How a form puts an error beside one of its fields and focuses it. react-hook-form's `setError` has
 * this shape, and so does the login form's own (features/auth/hooks/useLoginForm), which does without
 * the library.
 */
export type SetFieldError<TField extends string> = (
  name: TField,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts the server's per-field errors beside the matching fields. Returns the message to show above
 * the form when some error has no field of its own, else null.
 */
export function applyServerErrors<TField extends string>(
  err: unknown,
  setError: SetFieldError<TField>,
  fields: readonly TField[],
): string | null {
  if (!(err instanceof ApiError) || err.errors.length === 0) return errorMessage(err);
  let unmatched = false;
  for (const fieldError of err.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (field) setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
    else unmatched = true;
  }
  return unmatched ? err.message : null;
}
