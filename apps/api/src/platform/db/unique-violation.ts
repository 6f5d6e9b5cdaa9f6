import { databaseFailure } from './errors';

const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique index a failed write broke ('' when the driver did not say which), or null
 * for any other error.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  const failure = databaseFailure(error);
  return failure?.code === UNIQUE_VIOLATION ? (failure.constraint ?? '') : null;
}
