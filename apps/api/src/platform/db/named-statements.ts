import { createHash } from 'node:crypto';
import type { Database } from './client';

/** A Drizzle query that can be rendered to SQL text and prepared under a name. */
export interface NameableQuery<Result> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(): Promise<Result> };
}

type Prepared<Result> = ReturnType<NameableQuery<Result>['prepare']>;

// Distinct texts are few (one per shape of list); the bound only guards against an unexpected many.
const MAX_STATEMENTS_PER_DATABASE = 1000;

const preparedByDatabase = new WeakMap<Database, Map<string, Prepared<unknown>>>();

/**
 * Runs a query as a named statement (parsed and planned once per connection), rendering its SQL once:
 * rendering a big WHERE is most of the CPU a list costs in this process. The first query of a text is
 * prepared under a name hashed from that text; later ones reuse that prepared query with their own
 * parameter values (Drizzle's prepared queries read them from `params` when they execute).
 */
export async function executeNamed<Result>(
  db: Database,
  query: NameableQuery<Result>,
  prefix: string,
): Promise<Result> {
  const { sql: text, params } = query.toSQL();
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  const known = prepared.get(text) as Prepared<Result> | undefined;
  if (known && 'params' in known) {
    const withParams = Object.assign(Object.create(known) as Prepared<Result>, { params });
    return withParams.execute();
  }
  const fresh = query.prepare(`${prefix}_${createHash('sha1').update(text).digest('hex')}`);
  if (prepared.size >= MAX_STATEMENTS_PER_DATABASE) prepared.clear();
  prepared.set(text, fresh);
  return fresh.execute();
}
