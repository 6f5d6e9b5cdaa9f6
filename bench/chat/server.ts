/**
 * The servers under load, in a process of their own so the load generator does not share their event
 * loop: the real CareNet app (see ../shared/server.ts; realtime fan-out through LISTEN/NOTIFY) and, beside
 * it, a bare WebSocket echo server that shows the floor of this machine. Both on 127.0.0.1, on free ports
 * sent to the parent.
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { buildBenchApp, exitWhenParentGoes, LOOPBACK, portOf } from '../shared/server';

export interface ChatServerReady {
  apiPort: number;
  echoPort: number;
}

async function main(): Promise<void> {
  const { app, database } = await buildBenchApp();
  const echo = Fastify({ logger: false });
  await echo.register(websocket);
  echo.get('/echo', { websocket: true }, (socket) => {
    socket.on('message', (frame, binary) => socket.send(frame, { binary }));
  });

  await app.listen({ host: LOOPBACK, port: 0 });
  await echo.listen({ host: LOOPBACK, port: 0 });
  exitWhenParentGoes([app, echo], database);

  const ready: ChatServerReady = {
    apiPort: portOf(app.server.address()),
    echoPort: portOf(echo.server.address()),
  };
  process.send!(ready);
}

main().catch((err: unknown) => {
  console.error('bench chat server failed to start:', err);
  process.exit(1);
});
