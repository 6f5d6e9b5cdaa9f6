/**
 * The servers under load, in a process of their own so the load generator does not share their event
 * loop: the real CareNet app on PostgreSQL (as apps/api/src/server.ts starts it, realtime fan-out
 * through LISTEN/NOTIFY, without the web app and background jobs) and, beside it, a bare WebSocket echo
 * server that shows the floor of this machine. Both on 127.0.0.1, on free ports sent to the parent.
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/platform/db/client';

export interface ChatServerReady {
  apiPort: number;
  echoPort: number;
}

const LOOPBACK = '127.0.0.1';

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
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  });
  const database = openPostgres(databaseUrl, config.databasePoolSize);
  const app = await buildApp({ config, database, serveWeb: false });

  const echo = Fastify({ logger: false });
  await echo.register(websocket);
  echo.get('/echo', { websocket: true }, (socket) => {
    socket.on('message', (frame, binary) => socket.send(frame, { binary }));
  });

  await app.listen({ host: LOOPBACK, port: 0 });
  await echo.listen({ host: LOOPBACK, port: 0 });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await Promise.allSettled([app.close(), echo.close()]);
    await database.close();
    process.exit(0);
  };
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());

  const ready: ChatServerReady = {
    apiPort: portOf(app.server.address()),
    echoPort: portOf(echo.server.address()),
  };
  process.send(ready);
}

main().catch((err: unknown) => {
  console.error('bench chat server failed to start:', err);
  process.exit(1);
});
