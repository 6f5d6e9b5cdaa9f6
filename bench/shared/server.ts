/**
 * The parts of a benchmark's server process (run.ts forks it) that every benchmark shares: the real
 * CareNet app on PostgreSQL, as apps/api/src/server.ts starts it but without the web app and background
 * jobs, and a shutdown when the parent goes away.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPostgres, type DatabaseHandle } from '../../apps/api/src/platform/db/client';

export const LOOPBACK = '127.0.0.1';

/** The real app on the database run.ts made; request logs at 'info' would measure the log pipe. */
export async function buildBenchApp(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('the bench server is started by run.ts');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: LOOPBACK,
    PORT: '0',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  });
  const database = openPostgres(databaseUrl, config.databasePoolSize);
  await database.migrate();
  return { app: await buildApp({ config, database, serveWeb: false }), database };
}

export function portOf(address: string | { port: number } | null): number {
  if (!address || typeof address === 'string') throw new Error('the server has no TCP port');
  return address.port;
}

/** Closes the servers, waits `graceMs` for requests still running, closes the database and exits. */
export function exitWhenParentGoes(servers: FastifyInstance[], database: DatabaseHandle, graceMs = 0): void {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled(servers.map((server) => server.close()));
    if (graceMs) await new Promise((resolve) => setTimeout(resolve, graceMs));
    await database.close();
    process.exit(0);
  };
  // The parent going away (finished, failed or killed) ends this process too.
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}
