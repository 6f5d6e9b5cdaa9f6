import type { WebSocket } from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  REALTIME_CLOSE,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { textOf } from './hub';

const t = useTestApp();

/** Everything a socket receives, and a way to wait for the next message that matches. */
function inbox(socket: WebSocket) {
  const received: RealtimeServerMessage[] = [];
  const waiters: {
    match: (m: RealtimeServerMessage) => boolean;
    resolve: (m: RealtimeServerMessage) => void;
  }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(textOf(raw)) as RealtimeServerMessage;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  return {
    received,
    next(match: (m: RealtimeServerMessage) => boolean, timeoutMs = 2000): Promise<RealtimeServerMessage> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching realtime message')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}

const send = (socket: WebSocket, message: object) => socket.send(JSON.stringify(message));
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

/** A topic kind for these tests: `diary:<userId>` is followed by its owner only, and keeps a history. */
function defineDiary(app: TestApp, history: RealtimeEvent[] = []) {
  app.ctx.realtime.defineTopic('diary', {
    authorize: (principal, id) => Promise.resolve(principal.userId === id),
    replay: (_principal, id, after) =>
      Promise.resolve(history.filter((e) => e.topic === `diary:${id}` && Number(e.cursor) > Number(after))),
  });
}

describe('the realtime socket', () => {
  it('closes a socket that subscribes without signing in, and one that sends a bad token', async () => {
    defineDiary(t);
    const anonymous = await t.app.injectWS(REALTIME_PATH);
    const anonymousClosed = closed(anonymous);
    send(anonymous, { type: 'subscribe', topic: 'diary:someone' });
    expect(await anonymousClosed).toBe(REALTIME_CLOSE.unauthenticated);

    const stale = await t.app.injectWS(REALTIME_PATH);
    const staleClosed = closed(stale);
    send(stale, { type: 'auth', token: 'not-a-token' });
    expect(await staleClosed).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it('delivers an event to a participant within a second, and refuses a non-participant', async () => {
    defineDiary(t);
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const topic = `diary:${owner.user.id}`;

    const ownerSocket = await t.app.injectWS(REALTIME_PATH);
    const ownerInbox = inbox(ownerSocket);
    send(ownerSocket, { type: 'auth', token: owner.token });
    expect(await ownerInbox.next((m) => m.type === 'ready')).toEqual({
      type: 'ready',
      userId: owner.user.id,
    });
    send(ownerSocket, { type: 'subscribe', topic });
    await ownerInbox.next((m) => m.type === 'subscribed');

    // A bearer header on the upgrade authenticates at once, as non-browser clients do.
    const otherSocket = await t.app.injectWS(REALTIME_PATH, { headers: other.auth });
    const otherInbox = inbox(otherSocket);
    send(otherSocket, { type: 'subscribe', topic });
    expect(await otherInbox.next((m) => m.type === 'refused')).toEqual({
      type: 'refused',
      topic,
      message: REALTIME_MESSAGES.topicRefused,
    });

    const sentAt = Date.now();
    await t.ctx.realtime.publish(topic, 'entry.created', { text: 'Slept well' }, '1');
    const event = await ownerInbox.next((m) => m.type === 'event', 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event).toEqual({
      type: 'event',
      topic,
      event: 'entry.created',
      data: { text: 'Slept well' },
      cursor: '1',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherInbox.received.some((m) => m.type === 'event')).toBe(false);
    ownerSocket.terminate();
    otherSocket.terminate();
  });

  it('gives a client that reconnects what it missed, after the cursor it had', async () => {
    const owner = await createUser(t.ctx);
    const topic = `diary:${owner.user.id}`;
    const history: RealtimeEvent[] = [];
    defineDiary(t, history);
    const record = async (cursor: string, text: string) => {
      const event = { topic, event: 'entry.created', data: { text }, cursor };
      history.push(event);
      await t.ctx.realtime.publish(topic, event.event, event.data, cursor);
    };

    const first = await t.app.injectWS(REALTIME_PATH, { headers: owner.auth });
    const firstInbox = inbox(first);
    send(first, { type: 'subscribe', topic });
    await firstInbox.next((m) => m.type === 'subscribed');
    await record('1', 'before the drop');
    await firstInbox.next((m) => m.type === 'event');
    first.terminate();

    await record('2', 'while away');
    await record('3', 'still away');

    const again = await t.app.injectWS(REALTIME_PATH, { headers: owner.auth });
    const againInbox = inbox(again);
    send(again, { type: 'subscribe', topic, after: '1' });
    await againInbox.next((m) => m.type === 'event' && m.cursor === '3');
    const texts = againInbox.received.flatMap((m) =>
      m.type === 'event' ? [(m.data as { text: string }).text] : [],
    );
    expect(texts).toEqual(['while away', 'still away']);
    again.terminate();
  });

  it('answers a malformed message with an error and keeps the socket open', async () => {
    const owner = await createUser(t.ctx);
    const socket = await t.app.injectWS(REALTIME_PATH, { headers: owner.auth });
    const socketInbox = inbox(socket);
    socket.send('{not json');
    expect(await socketInbox.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      message: REALTIME_MESSAGES.badMessage,
    });
    send(socket, { type: 'ping' });
    await socketInbox.next((m) => m.type === 'pong');
    socket.terminate();
  });
});

describe('several API instances on one PostgreSQL', () => {
  const url = inject('testDatabaseUrl');
  const second: TestApp[] = [];
  afterAll(async () => {
    for (const app of second) await app.close();
  });

  it.skipIf(!url)('delivers an event published on instance A to a socket on instance B', async () => {
    const b = await createTestApp();
    second.push(b);
    expect(t.ctx.realtime.bus.driver).toBe('postgres');
    defineDiary(t);
    defineDiary(b);
    const owner = await createUser(t.ctx);
    const topic = `diary:${owner.user.id}`;

    const onB = await b.app.injectWS(REALTIME_PATH, { headers: owner.auth });
    const bInbox = inbox(onB);
    send(onB, { type: 'subscribe', topic });
    await bInbox.next((m) => m.type === 'subscribed');

    await t.ctx.realtime.publish(topic, 'entry.created', { text: 'from A' }, '7');
    expect(await bInbox.next((m) => m.type === 'event', 1000)).toMatchObject({ data: { text: 'from A' } });
    onB.terminate();
  });
});
