/**
 * The server under load, in a process of its own so the load generator does not share its event loop:
 * the real CareNet app (see ../shared/server.ts) and, beside it, a bare Fastify route that shows the
 * floor of this machine. Both listen on 127.0.0.1 only, on free ports sent to the parent. Started by run.ts.
 */
import Fastify from 'fastify';
import { buildBenchApp, exitWhenParentGoes, LOOPBACK, portOf } from '../shared/server';

export interface ServerReady {
  apiPort: number;
  barePort: number;
}

/** A client that went away leaves its request running (close does not wait for it): let it finish. */
const IN_FLIGHT_GRACE_MS = 2000;

async function main(): Promise<void> {
  const { app, database } = await buildBenchApp();
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));

  await app.listen({ host: LOOPBACK, port: 0 });
  await bare.listen({ host: LOOPBACK, port: 0 });
  exitWhenParentGoes([app, bare], database, IN_FLIGHT_GRACE_MS);

  const ready: ServerReady = {
    apiPort: portOf(app.server.address()),
    barePort: portOf(bare.server.address()),
  };
  process.send!(ready);
}

main().catch((err: unknown) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
