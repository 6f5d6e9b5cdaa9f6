/**
 * The server under load, in a process of its own so the load generator does not share its event loop:
 * the real CareNet app (buildApp on PostgreSQL, as apps/api/src/server.ts starts it, without the web
 * app and background jobs) and, beside it, a bare Fastify route that shows the floor of this machine.
 * Both listen on 127.0.0.1 only, on free ports sent to the parent. Started by run.ts.
 */
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/platform/db/client';

export interface ServerReady {
  apiPort: number;
  barePort: number;
}

const LOOPBACK = '127.0.0.1';
const IN_FLIGHT_GRACE_MS = 2000;

function portOf(address: string | { port: number } | null): number {
  if (!address || typeof address === 'string') throw new Error('the server has no TCP port');
  return address.port;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('server.ts is started by run.ts');
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    HOST: LOOPBACK,
    PORT: '0',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    // Request logs at 'info' would measure the log pipe; warnings and errors still show.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  });
  const database = openPostgres(databaseUrl, config.databasePoolSize);
  await database.migrate();
  const app = await buildApp({ config, database, serveWeb: false });

  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));

  await app.listen({ host: LOOPBACK, port: 0 });
  await bare.listen({ host: LOOPBACK, port: 0 });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled([app.close(), bare.close()]);
    // A client that went away leaves its request running (close does not wait for it): let it finish.
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_GRACE_MS));
    await database.close();
    process.exit(0);
  };
  // The parent going away (finished, failed or killed) ends this process too.
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  const ready: ServerReady = {
    apiPort: portOf(app.server.address()),
    barePort: portOf(bare.server.address()),
  };
  process.send(ready);
}

main().catch((err: unknown) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
