import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, migrated PostgreSQL database for this run, or '' to use PGlite. */
    testDatabaseUrl: string;
  }
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * API tests run against a real PostgreSQL server wherever one is reachable (TEST_DATABASE_URL, else
 * the local server), in a database created for this run and dropped after it; else against PGlite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_SERVER;
  if (process.env.TEST_DATABASE === 'pglite' || !(await reachable(serverUrl))) {
    console.log('[api tests] database: PGlite (no PostgreSQL server reachable)');
    project.provide('testDatabaseUrl', '');
    return;
  }
  const name = `carenet_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 1);
  await database.migrate();
  await database.close();
  console.log(`[api tests] database: PostgreSQL ${url.host}/${name}`);
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}
