import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../lib/api';

/**
 * Puts the server's per-field errors beside the matching fields. Returns the message to show above
 * the form when some error has no field of its own, else null.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
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
