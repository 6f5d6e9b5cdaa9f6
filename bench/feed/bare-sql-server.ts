/**
 * The floor a list could reach in this process model: a bare Fastify 5 route on node-postgres that runs
 * the very statements the app ran for that list (captured by run.ts, with their parameters and, where
 * the app prepares one, its statement name), one after another as the app does, and answers the last
 * one's rows as JSON. Same pool size and settings as the app; 127.0.0.1 only, on a free port sent to
 * the parent. Started by run.ts.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedQuery } from './explain';

export interface ReplayRoutes {
  /** The statements of each list, in the order the app ran them; GET /replay/{index} runs them. */
  lists: CapturedQuery[][];
  poolSize: number;
}

export interface BareSqlReady {
  port: number;
}

const LOOPBACK = '127.0.0.1';

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  const replayFile = process.env.BENCH_REPLAY_FILE;
  if (!databaseUrl || !replayFile || !process.send)
    throw new Error('the bare SQL server is started by run.ts');
  const routes = JSON.parse(readFileSync(replayFile, 'utf8')) as ReplayRoutes;
  // As the app's pool (platform/db/client.ts openPostgres).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: routes.poolSize,
    options: '-c max_parallel_workers_per_gather=0',
  });
  const app = Fastify({ logger: false });
  app.get<{ Params: { index: string } }>('/replay/:index', async (request, reply) => {
    const statements = routes.lists[Number(request.params.index)];
    if (!statements) return reply.code(404).send();
    let rows: unknown[] = [];
    for (const statement of statements) {
      const result = await pool.query({
        text: statement.sql,
        values: statement.params,
        ...(statement.name && { name: statement.name }),
      });
      rows = result.rows;
    }
    return rows;
  });
  await app.listen({ host: LOOPBACK, port: 0 });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  const ready: BareSqlReady = { port: address.port };
  process.send(ready);
}

main().catch((err: unknown) => {
  console.error('bare SQL server failed to start:', err);
  process.exit(1);
});
