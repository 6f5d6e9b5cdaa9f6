import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  CHAT_REALTIME_EVENTS,
  REALTIME_MESSAGES,
  chatCursor,
  chatInboxTopic,
  chatTopic,
  type ChatMessageDto,
} from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { connectAs } from '../../../test/sockets';
import { eventsOf, REALTIME_CHANNEL } from '../../platform/realtime/notify';
import { call, openConversation, say } from './testing';

const t = useTestApp();

/** A signed-in socket (on instance `on`) and the chat messages it heard. */
async function connect(user: TestUser, on: TestApp = t) {
  const live = await connectAs(user, on);
  const messages = () =>
    live.received.flatMap((m) =>
      m.type === 'event' && m.event === CHAT_REALTIME_EVENTS.messageCreated ? [m.data as ChatMessageDto] : [],
    );
  return { ...live, messages };
}

describe('live conversations', () => {
  it('delivers a message to the other participant within a second', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const doctorSocket = await connect(doctor);
    expect(await doctorSocket.subscribe(chatTopic(room._id))).toEqual({
      type: 'subscribed',
      topic: chatTopic(room._id),
    });

    const sentAt = Date.now();
    const sent = await say(t, patient, room._id, 'The swelling is worse today.');
    const event = await doctorSocket.next((m) => m.type === 'event', 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event).toEqual({
      type: 'event',
      topic: chatTopic(room._id),
      event: CHAT_REALTIME_EVENTS.messageCreated,
      data: sent,
      cursor: chatCursor(sent.seq),
    });
    doctorSocket.socket.terminate();
  });

  it("refuses a non-participant's subscription, whose HTTP read is a 404 too", async () => {
    const { patient, room, otherPatient, otherDoctor, decliner } = await openConversation(t);
    const outsiders = await Promise.all([otherPatient, otherDoctor, decliner].map((user) => connect(user)));
    for (const outsider of outsiders) {
      expect(await outsider.subscribe(chatTopic(room._id))).toEqual({
        type: 'refused',
        topic: chatTopic(room._id),
        message: REALTIME_MESSAGES.topicRefused,
      });
    }
    for (const user of [otherPatient, otherDoctor, decliner]) {
      expect((await call(t, 'GET', `/chatRooms/${room._id}`, user)).statusCode).toBe(404);
    }
    const inboxes = [otherPatient, otherDoctor, decliner].map((user) => chatInboxTopic(user.user.id));
    await Promise.all(outsiders.map((outsider, i) => outsider.subscribe(inboxes[i])));

    await say(t, patient, room._id, 'Private words');
    // A socket hears events in the order they were published: once a later one has reached an
    // outsider, the message's would have too.
    for (const inbox of inboxes) await t.ctx.realtime.publish(inbox, 'later', null);
    for (const outsider of outsiders) {
      await outsider.next((m) => m.type === 'event' && m.event === 'later');
      expect(outsider.received.some((m) => m.type === 'event' && m.topic === chatTopic(room._id))).toBe(
        false,
      );
      outsider.socket.terminate();
    }
  });

  it('gives a client that reconnects after its last cursor what it missed, in order', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const first = await connect(patient);
    await first.subscribe(chatTopic(room._id));
    await say(t, doctor, room._id, 'Before the drop');
    const seen = await first.next((m) => m.type === 'event');
    const cursor = seen.type === 'event' ? seen.cursor : undefined;
    first.socket.terminate();

    await say(t, doctor, room._id, 'While you were away');
    await say(t, doctor, room._id, 'Please call me back');

    const again = await connect(patient);
    await again.subscribe(chatTopic(room._id), cursor);
    await again.next((m) => m.type === 'event' && m.cursor === chatCursor(3));
    expect(again.messages().map((m) => m.text)).toEqual(['While you were away', 'Please call me back']);
    again.socket.terminate();
  });

  it('tells the other participants when someone reads, without a cursor to resume after', async () => {
    const { patient, doctor, room } = await openConversation(t);
    await say(t, doctor, room._id, 'Did you get the report?');
    const doctorSocket = await connect(doctor);
    await doctorSocket.subscribe(chatTopic(room._id));
    await call(t, 'PUT', `/chatRooms/${room._id}`, patient, {});
    expect(
      await doctorSocket.next((m) => m.type === 'event' && m.event === CHAT_REALTIME_EVENTS.read),
    ).toEqual({
      type: 'event',
      topic: chatTopic(room._id),
      event: CHAT_REALTIME_EVENTS.read,
      data: { roomId: room._id, userId: patient.user.id, lastReadSeq: 1 },
    });
    doctorSocket.socket.terminate();
  });
});

/**
 * Every realtime NOTIFY on the test database, heard through a LISTEN of its own (PGlite: its own
 * listener), and `flush`, which waits until everything committed so far has been heard: PostgreSQL
 * delivers notifications in commit order, so a marker's arrival means all earlier ones arrived.
 */
async function realtimeNotifications(on: TestApp) {
  const url = inject('testDatabaseUrl');
  const payloads: string[] = [];
  const heard: (() => void)[] = [];
  const hear = (payload: string) => {
    payloads.push(payload);
    for (const wake of heard.splice(0)) wake();
  };
  let stop: () => Promise<void>;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', ({ payload }) => hear(payload ?? ''));
    await client.query(`listen ${REALTIME_CHANNEL}`);
    stop = () => client.end();
  } else {
    if (!on.ctx.database.listen) throw new Error('the embedded database cannot LISTEN');
    stop = await on.ctx.database.listen(REALTIME_CHANNEL, hear);
  }
  const flush = async () => {
    const marker = JSON.stringify([{ topic: `test:${randomUUID()}`, event: 'flushed', data: null }]);
    await on.ctx.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${marker})`);
    while (!payloads.includes(marker)) await new Promise<void>((resolve) => heard.push(resolve));
  };
  return { payloads, flush, stop: () => stop() };
}

describe('one message, one notification', () => {
  it('sends a chat message to every instance in one NOTIFY that carries what the API answered', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const notifications = await realtimeNotifications(t);
    const sent = await say(t, patient, room._id, 'Is the swelling normal after a week?');
    await t.ctx.events.settled();
    await notifications.flush();
    await notifications.stop();

    const aboutRoom = notifications.payloads.filter((payload) => payload.includes(room._id));
    expect(aboutRoom).toHaveLength(1);
    expect(eventsOf(aboutRoom[0])).toEqual([
      {
        topic: chatTopic(room._id),
        event: CHAT_REALTIME_EVENTS.messageCreated,
        data: sent,
        cursor: chatCursor(sent.seq),
      },
      ...[patient, doctor].map((user) => ({
        topic: chatInboxTopic(user.user.id),
        event: CHAT_REALTIME_EVENTS.conversationUpdated,
        data: { roomId: room._id },
      })),
    ]);
  });

  it('delivers a message too large for one notification by reading it back by its id', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const sent = await say(t, patient, room._id, 'A long story, in short');
    const doctorSocket = await connect(doctor);
    await doctorSocket.subscribe(chatTopic(room._id));

    // What would not fit in a NOTIFY goes by the message's id; the listeners read the message back.
    const tooLarge = { ...sent, text: 'x'.repeat(9000) };
    await t.ctx.db.transaction((tx) =>
      t.ctx.realtime.publishWithin(tx, [
        {
          event: {
            topic: chatTopic(room._id),
            event: CHAT_REALTIME_EVENTS.messageCreated,
            data: tooLarge,
            cursor: chatCursor(sent.seq),
          },
          ref: sent._id,
        },
      ]),
    );
    const event = await doctorSocket.next((m) => m.type === 'event');
    expect(event).toEqual({
      type: 'event',
      topic: chatTopic(room._id),
      event: CHAT_REALTIME_EVENTS.messageCreated,
      data: sent,
      cursor: chatCursor(sent.seq),
    });
    doctorSocket.socket.terminate();
  });
});

describe("a user's conversation list", () => {
  it('is followed by its user only, and hears which conversation changed', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const mine = await connect(patient);
    expect((await mine.subscribe(chatInboxTopic(patient.user.id))).type).toBe('subscribed');
    const snooping = await connect(doctor);
    expect((await snooping.subscribe(chatInboxTopic(patient.user.id))).type).toBe('refused');

    await say(t, doctor, room._id, 'New results are in');
    expect(await mine.next((m) => m.type === 'event')).toMatchObject({
      topic: chatInboxTopic(patient.user.id),
      event: CHAT_REALTIME_EVENTS.conversationUpdated,
      data: { roomId: room._id },
    });
    mine.socket.terminate();
    snooping.socket.terminate();
  });

  it('lets a notifier ask whether a user has the conversation open on this instance', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const topic = chatTopic(room._id);
    expect(t.ctx.realtime.isFollowing(topic, patient.user.id)).toBe(false);
    const socket = await connect(patient);
    await socket.subscribe(topic);
    expect(t.ctx.realtime.isFollowing(topic, patient.user.id)).toBe(true);
    expect(t.ctx.realtime.isFollowing(topic, doctor.user.id)).toBe(false);
    socket.socket.send(JSON.stringify({ type: 'unsubscribe', topic }));
    await socket.subscribe(chatInboxTopic(patient.user.id));
    expect(t.ctx.realtime.isFollowing(topic, patient.user.id)).toBe(false);
    socket.socket.terminate();
  });
});

describe('several API instances on one PostgreSQL', () => {
  const url = inject('testDatabaseUrl');
  const others: TestApp[] = [];
  afterAll(async () => {
    for (const app of others) await app.close();
  });

  it.skipIf(!url)('delivers a message posted through instance A to a socket on instance B', async () => {
    const b = await createTestApp();
    others.push(b);
    const { patient, doctor, room } = await openConversation(t);
    const onB = await connect(doctor, b);
    expect((await onB.subscribe(chatTopic(room._id))).type).toBe('subscribed');

    const sent = await say(t, patient, room._id, 'Sent through instance A');
    expect(await onB.next((m) => m.type === 'event', 1000)).toMatchObject({
      data: sent,
      cursor: chatCursor(1),
    });
    onB.socket.terminate();
  });
});
