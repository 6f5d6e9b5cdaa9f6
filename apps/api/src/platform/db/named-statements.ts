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
 * Runs a query as a named statement (parsed and planned once per connection), rendering its SQL at
 * most once: rendering a big select is most of the CPU a list costs in this process. The first query
 * of a text is prepared under a name hashed from that text; later ones reuse that prepared query with
 * their own parameter values (Drizzle's prepared queries read them from `params` when they execute).
 *
 * `statement`, when given, is the caller's cheaper rendering of the same query. It is trusted only
 * for a text it once produced identical to Drizzle's own rendering, with the same parameters; then
 * the query is not rendered at all.
 */
export async function executeNamed<Result>(
  db: Database,
  build: () => NameableQuery<Result>,
  prefix: string,
  statement?: { sql: string; params: unknown[] } | null,
): Promise<Result> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  if (statement) {
    const known = prepared.get(statement.sql) as Prepared<Result> | undefined;
    if (known && verified.has(known)) return withParams(known, statement.params).execute();
  }
  const query = build();
  const { sql: text, params } = query.toSQL();
  const known = prepared.get(text) as Prepared<Result> | undefined;
  const same =
    statement?.sql === text &&
    statement.params.length === params.length &&
    statement.params.every((value, index) => value === params[index]);
  if (known && 'params' in known) {
    if (same) verified.add(known);
    return withParams(known, params).execute();
  }
  const fresh = query.prepare(`${prefix}_${createHash('sha1').update(text).digest('hex')}`);
  if (prepared.size >= MAX_STATEMENTS_PER_DATABASE) prepared.clear();
  prepared.set(text, fresh);
  if (same && 'params' in fresh) verified.add(fresh);
  return fresh.execute();
}

/** Prepared queries whose text a caller's own rendering was checked to produce, parameters included. */
const verified = new WeakSet<object>();

function withParams<Result>(known: Prepared<Result>, params: unknown[]): Prepared<Result> {
  return Object.assign(Object.create(known) as Prepared<Result>, { params });
}
