const UNIQUE_VIOLATION = '23505';

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The name of the unique index a failed write broke ('' when the driver did not say which), or null
 * for any other error. Drizzle wraps the driver's error (pg or PGlite, both carrying PostgreSQL's
 * code and constraint) in `cause`, so the chain is followed a few links down.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const fields = current as PostgresErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    }
    current = fields.cause;
  }
  return null;
}
