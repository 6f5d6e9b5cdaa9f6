import { REALTIME_CLOSE } from '@carenet/shared';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { RealtimeClient } from './realtime';

/**
 * A local WebSocket server speaking the API's protocol stands in for the API here; the client under
 * test is the browser's own WebSocket (jsdom's), as in the app.
 */
async function startServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const received: Record<string, unknown>[] = [];
  const sockets: ServerSocket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (raw) => {
      const message = JSON.parse((raw as Buffer).toString('utf8')) as Record<string, unknown>;
      received.push(message);
      if (message.type === 'auth') {
        if (message.token === 'good') socket.send(JSON.stringify({ type: 'ready', userId: 'u-1' }));
        else socket.close(REALTIME_CLOSE.unauthenticated, 'Please sign in again');
      }
      if (message.type === 'subscribe')
        socket.send(JSON.stringify({ type: 'subscribed', topic: message.topic }));
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, received, sockets, url: `ws://127.0.0.1:${port}` };
}

const until = (check: () => boolean) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('timed out');
    },
    { timeout: 5000, interval: 10 },
  );

let running: Awaited<ReturnType<typeof startServer>> | null = null;
let client: RealtimeClient | null = null;
afterEach(() => {
  client?.setToken(null);
  vi.useRealTimers();
  running?.server.close();
  running = null;
});

describe('the tab realtime client', () => {
  it('signs in, follows topics, and resumes each after its last cursor when the connection drops', async () => {
    running = await startServer();
    const server = running;
    client = new RealtimeClient(() => server.url);
    const events: string[] = [];
    client.subscribe('chat:room-1', (event) => events.push(`${event.event}:${String(event.cursor)}`));
    client.setToken('good');

    await until(() => client?.status === 'online');
    await until(() => server.received.some((m) => m.type === 'subscribe'));
    expect(server.received.slice(0, 2)).toEqual([
      { type: 'auth', token: 'good' },
      { type: 'subscribe', topic: 'chat:room-1' },
    ]);
    const push = (socket: ServerSocket, cursor: string) =>
      socket.send(
        JSON.stringify({ type: 'event', topic: 'chat:room-1', event: 'message', data: {}, cursor }),
      );
    push(server.sockets[0], '0001');
    push(server.sockets[0], '0002');
    await until(() => events.length === 2);

    server.received.length = 0;
    server.sockets[0].terminate();
    await until(() => server.sockets.length === 2 && server.received.some((m) => m.type === 'subscribe'));
    expect(server.received).toEqual([
      { type: 'auth', token: 'good' },
      { type: 'subscribe', topic: 'chat:room-1', after: '0002' },
    ]);
    // A replayed event the client already has is dropped; a new one is delivered once.
    push(server.sockets[1], '0002');
    push(server.sockets[1], '0003');
    await until(() => events.length === 3);
    expect(events).toEqual(['message:0001', 'message:0002', 'message:0003']);
  });

  it('does not retry a token the server refused, and stops when signed out', async () => {
    running = await startServer();
    const server = running;
    client = new RealtimeClient(() => server.url);
    // The back-off runs on a fake clock, moved past the longest wait (30 s) before a retry.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.setToken('revoked');
    await until(() => server.sockets.length === 1 && server.received.length === 1);
    await until(() => client?.status === 'offline');
    vi.advanceTimersByTime(30_000);
    // A retry would have started connecting again.
    expect(client.status).toBe('offline');
    expect(server.sockets).toHaveLength(1);
  });

  it('tells the screen once when the server ends a topic, and does not ask for it again after a reconnect', async () => {
    running = await startServer();
    const server = running;
    client = new RealtimeClient(() => server.url);
    const ended: string[] = [];
    const events: string[] = [];
    client.subscribe(
      'chat:room-1',
      (event) => events.push(event.event),
      (message) => ended.push(message),
    );
    client.setToken('good');
    await until(() => server.received.some((m) => m.type === 'subscribe'));

    server.sockets[0].send(JSON.stringify({ type: 'ended', topic: 'chat:room-1', message: 'Access ended' }));
    await until(() => ended.length === 1);
    expect(ended).toEqual(['Access ended']);

    server.received.length = 0;
    server.sockets[0].terminate();
    await until(() => server.sockets.length === 2 && server.received.some((m) => m.type === 'auth'));
    await until(() => client?.status === 'online');
    expect(server.received).toEqual([{ type: 'auth', token: 'good' }]);
    expect(events).toEqual([]);
  });
});
