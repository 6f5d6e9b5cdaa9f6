import type { WebSocket } from 'ws';
import { REALTIME_PATH, type RealtimeServerMessage } from '@carenet/shared';
import { textOf } from '../src/platform/realtime/hub';
import type { TestApp } from './app';
import type { TestUser } from './factories';

/** Everything a socket receives, and a wait for the next message that matches (or one already here). */
export function inbox(socket: WebSocket) {
  const received: RealtimeServerMessage[] = [];
  const waiters: {
    match: (m: RealtimeServerMessage) => boolean;
    resolve: (m: RealtimeServerMessage) => void;
  }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(textOf(raw)) as RealtimeServerMessage;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const next = (match: (m: RealtimeServerMessage) => boolean, timeoutMs = 2000) => {
    const already = received.find(match);
    if (already) return Promise.resolve(already);
    return new Promise<RealtimeServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching realtime message')), timeoutMs);
      waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  };
  return { received, next };
}

/**
 * A socket signed in by a bearer header (on instance `on`), with its inbox, a subscribe that answers
 * whether the server let it follow the topic, and its close code once it closes.
 */
export async function connectAs(user: TestUser, on: TestApp) {
  const socket: WebSocket = await on.app.injectWS(REALTIME_PATH, { headers: user.auth });
  const { received, next } = inbox(socket);
  const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
  const subscribe = (topic: string, after?: string) => {
    socket.send(JSON.stringify({ type: 'subscribe', topic, ...(after ? { after } : {}) }));
    return next((m) => (m.type === 'subscribed' || m.type === 'refused') && m.topic === topic);
  };
  return { socket, received, next, subscribe, closed };
}
