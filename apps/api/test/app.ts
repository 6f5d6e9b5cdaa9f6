import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { AppContext } from '../src/platform/context';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/platform/db/client';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Settings a test app starts from: generous rate limits so only the tests about limits meet them. */
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  LOGIN_FAILURES_PER_ACCOUNT: '10000',
  SEED_DEMO: 'false',
  // Upload tests are not about moderation: they would each load the classifier (docs/files-and-uploads.md#image-moderation).
  IMAGE_MODERATION: 'off',
};

let shared: DatabaseHandle | null = null;

/** The run's database: the PostgreSQL one global-setup made, or one in-memory PGlite per test file. */
export async function testDatabase(): Promise<DatabaseHandle> {
  if (shared) return shared;
  const url = inject('testDatabaseUrl');
  shared = url ? openPostgres(url, 4) : openPglite();
  if (!url) await shared.migrate();
  return shared;
}

export interface TestAppOptions {
  /** Log to this stream (at LOG_LEVEL) instead of not at all. */
  logStream?: DestinationStream;
  /** Adds the test's own routes before the app starts. */
  routes?: (app: FastifyInstance) => void;
  /** The app's way to the test database, when not the plain one (see crashing-database.ts). */
  database?: DatabaseHandle;
}

/** A whole API app on the test database; each test builds its own data, so files share the database. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config: AppConfig = loadConfig({ ...TEST_ENV, ...env });
  const database = options.database ?? (await testDatabase());
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    async close() {
      await app.close();
    },
  };
}

/** Closes the file's database connection (registered for every file in setup-file.ts). */
export async function closeTestDatabase(): Promise<void> {
  await shared?.close();
  shared = null;
}

/**
 * The test file's app: started before its tests and closed after them. Its fields are read through
 * getters, so use them inside tests and hooks only.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let current: TestApp | null = null;
  const started = (): TestApp => {
    if (!current) throw new Error('the test app starts in beforeAll; use it inside a test');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(() => current?.close());
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    close: () => started().close(),
  };
}
