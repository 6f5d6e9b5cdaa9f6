import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH } from '@carenet/shared';
import { resolvePrincipal } from '../auth/request-auth';
import type { TokenService } from '../auth/tokens';
import type { RealtimeHub } from './hub';

/** Client frames are small JSON messages; anything bigger is not one of ours. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;
/** A socket that does not answer a ping within this long is gone (a phone that lost its network). */
const HEARTBEAT_MS = 30_000;

/**
 * GET /api/v1/realtime: one authenticated WebSocket per tab (DESIGN §1 Realtime). A bearer header
 * authenticates at once; a browser sends {type:'auth', token} first instead.
 */
export async function registerRealtime(
  app: FastifyInstance,
  hub: RealtimeHub,
  tokens: TokenService,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  const alive = new WeakSet<object>();
  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (!alive.has(client)) {
        client.terminate();
        continue;
      }
      alive.delete(client);
      client.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', () => {
    clearInterval(heartbeat);
    hub.closeAll();
  });

  app.get(
    REALTIME_PATH,
    { websocket: true, schema: { tags: ['realtime'], summary: 'The live updates WebSocket', hide: true } },
    (socket, request) => {
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      const header = request.headers.authorization;
      const token = request.principal && header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
      hub.accept(socket, request.principal, token, (candidate) => resolvePrincipal(tokens, candidate));
    },
  );
}
