import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Statement } from './statement';

export type Schema = typeof schema;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The server URL when kind is 'postgres' (LISTEN/NOTIFY needs its own connection). */
  url?: string;
  migrate(): Promise<void>;
  /** The rows of one plain, parametrised statement, through the driver itself (no query builder). */
  query<Row>(statement: Statement): Promise<Row[]>;
  ping(): Promise<boolean>;
  /**
   * PGlite only: hears the NOTIFYs of a channel, its own transactions' included, at their commit (on
   * a server, LISTEN takes a connection of its own: see `url`). Answers how to stop listening.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The committed SQL migrations, found from either the source tree or the bundled dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The drizzle migrations folder was not found');
}

// Any fixed number works; it only has to be the same for every instance that migrates.
const MIGRATION_LOCK_ID = 7_340_001;

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Many short requests at once: a statement's parallel workers only take cores from the other
    // requests (the keyword search's count at 20 clients on 2 cores: 37 -> 85 requests/s without them).
    options: '-c max_parallel_workers_per_gather=0',
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    url,
    async migrate() {
      // Several instances may start at once: the advisory lock lets exactly one migrate at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async query<Row>({ text, values, name }: Statement) {
      // A named statement is prepared once per pooled connection and reused by name after that.
      const result = await pool.query({ text, values, ...(name && { name }) });
      return result.rows as Row[];
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/**
 * Shared buffers of the embedded database: room for all of a small installation's data (the demo
 * data fills about 25 MB) while resident memory stays low; PGlite used to fix them at 128 MB.
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory, as the tests do; a directory
 * should hold its files already (createEmbeddedClusterIfMissing), or they are created in this process.
 */
export function openPglite(dataDir?: string): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir,
    // PGlite before 0.4 kept everything in template1 by default: the directories it made still do.
    database: 'template1',
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    // pg_trgm: the partial-match indexes of keyword search (Ref ids, creators' names) need it here too.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    },
    async query<Row>({ text, values }: Statement) {
      // One connection, one session: there is no pool of prepared statements to name.
      return (await client.query<Row>(text, values)).rows;
    },
    ping: () => ping(db),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL statement, the same on both drivers (both answer with `rows`). */
export async function selectRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
