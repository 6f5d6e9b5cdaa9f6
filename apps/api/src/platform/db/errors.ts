import { DrizzleQueryError } from 'drizzle-orm';

/** What may be said about a failed statement: PostgreSQL's names for it, never the values it was given. */
export interface DatabaseFailure {
  /** The SQLSTATE (23505: unique violation); absent when the driver failed before PostgreSQL answered. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

interface PostgresErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The database failure in an error's chain, or null when there is none. Drizzle wraps the driver's
 * error (pg or PGlite, both carrying PostgreSQL's fields and `severity`) in `cause`; the wrapper's
 * message, its `params` and the driver's `detail` hold the statement's values.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let wrapped = false;
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if (current instanceof DrizzleQueryError) wrapped = true;
    const fields = current as PostgresErrorFields;
    if (typeof fields.code === 'string' && typeof fields.severity === 'string') {
      return {
        code: fields.code,
        constraint: text(fields.constraint),
        table: text(fields.table),
        column: text(fields.column),
      };
    }
    current = fields.cause;
  }
  return wrapped ? {} : null;
}
