import { sql } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { REALTIME_CLOSE, REALTIME_MESSAGES, REALTIME_PATH, type RealtimeEvent } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { inbox } from '../../../test/sockets';
import { MAX_NOTIFY_PAYLOAD_BYTES, notificationPayload } from './notify';

const t = useTestApp();

const send = (socket: WebSocket, message: object) => socket.send(JSON.stringify(message));
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

/**
 * A topic kind for these tests: `diary:<userId>` is followed by its owner only, keeps a history, and
 * reads an entry back by its cursor.
 */
function defineDiary(app: TestApp, history: RealtimeEvent[] = []) {
  app.ctx.realtime.defineTopic('diary', {
    authorize: (principal, id) => Promise.resolve(principal.userId === id),
    replay: (_principal, id, after) =>
      Promise.resolve(history.filter((e) => e.topic === `diary:${id}` && Number(e.cursor) > Number(after))),
    load: (id, ref) =>
      Promise.resolve(history.find((e) => e.topic === `diary:${id}` && e.cursor === ref) ?? null),
  });
}

/** An event whose notification, alone, is exactly `bytes` long. */
function eventOfSize(topic: string, bytes: number): RealtimeEvent {
  const event = { topic, event: 'entry.created', data: '' };
  const overhead = Buffer.byteLength(JSON.stringify([event]));
  return { ...event, data: 'a'.repeat(bytes - overhead) };
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
    const otherDiary = `diary:${other.user.id}`;
    send(otherSocket, { type: 'subscribe', topic: otherDiary });
    await otherInbox.next((m) => m.type === 'subscribed');

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
    // A socket hears events in the order they were published: once a later one has reached the
    // non-participant, the owner's would have too.
    await t.ctx.realtime.publish(otherDiary, 'entry.created', { text: 'Later' }, '1');
    await otherInbox.next((m) => m.type === 'event');
    expect(otherInbox.received.some((m) => m.type === 'event' && m.topic === topic)).toBe(false);
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

describe('events published with a transaction', () => {
  it('reach the followers when it commits, in order, and never when it rolls back', async () => {
    const owner = await createUser(t.ctx);
    const topic = `diary:${owner.user.id}`;
    const history: RealtimeEvent[] = [];
    defineDiary(t, history);
    const socket = await t.app.injectWS(REALTIME_PATH, { headers: owner.auth });
    const socketInbox = inbox(socket);
    send(socket, { type: 'subscribe', topic });
    await socketInbox.next((m) => m.type === 'subscribed');

    const entry = (cursor: string, text: string) => {
      const event = { topic, event: 'entry.created', data: { text }, cursor };
      history.push(event);
      return event;
    };
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.realtime.publishWithin(tx, [{ event: entry('1', 'never written') }]);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    // Too large for a NOTIFY, the second entry travels by its cursor and is read back; the third,
    // small, waits for it, so the follower sees them in the order they committed.
    const large = { ...eventOfSize(topic, MAX_NOTIFY_PAYLOAD_BYTES + 1), cursor: '2' };
    history.push(large);
    await t.ctx.db.transaction((tx) => t.ctx.realtime.publishWithin(tx, [{ event: large, ref: '2' }]));
    await t.ctx.db.transaction((tx) =>
      t.ctx.realtime.publishWithin(tx, [{ event: entry('3', 'after the large one') }]),
    );

    await socketInbox.next((m) => m.type === 'event' && m.cursor === '3');
    expect(socketInbox.received.flatMap((m) => (m.type === 'event' ? [m.cursor] : []))).toEqual(['2', '3']);
    socket.terminate();
  });
});

describe("a notification's payload", () => {
  it("keeps events whole up to PostgreSQL's limit, which PostgreSQL accepts, and refuses one byte more", async () => {
    const channel = 'carenet_payload_limit_test';
    const notify = (payload: string) => t.ctx.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    const fits = eventOfSize('diary:x', MAX_NOTIFY_PAYLOAD_BYTES);
    const payload = notificationPayload([{ event: fits, ref: 'x1' }]);
    expect(payload).toBe(JSON.stringify([fits]));
    await notify(payload);

    const over = eventOfSize('diary:x', MAX_NOTIFY_PAYLOAD_BYTES + 1);
    await expect(notify(JSON.stringify([over]))).rejects.toThrow();
    expect(() => notificationPayload([{ event: over }])).toThrow('too large for one notification');
  });

  it('sends by reference only the largest events that must, keeping their place', () => {
    const small = { topic: 'diary:a', event: 'entry.created', data: { text: 'short' } };
    const large = eventOfSize('diary:b', 6000);
    const larger = eventOfSize('diary:c', 7000);
    const payload = notificationPayload([
      { event: small, ref: 'a1' },
      { event: larger, ref: 'c1' },
      { event: large, ref: 'b1' },
    ]);
    expect(JSON.parse(payload)).toEqual([small, { topic: 'diary:c', ref: 'c1' }, large]);
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
