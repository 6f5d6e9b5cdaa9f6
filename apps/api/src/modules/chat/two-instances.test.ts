import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_REALTIME_EVENTS, REALTIME_PATH, chatTopic, type RealtimeServerMessage } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { textOf } from '../../platform/realtime/hub';
import { openConversation, say } from './testing';

/**
 * Issue 5 acceptance 2: two API instances on one PostgreSQL, as behind a load balancer. A message
 * posted over HTTP to instance A reaches a socket connected to instance B (LISTEN/NOTIFY fan-out).
 */
describe.skipIf(!inject('testDatabaseUrl'))('chat across two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('delivers a message posted through instance A to a socket on instance B within a second', async () => {
    expect([a.ctx.realtime.bus.driver, b.ctx.realtime.bus.driver]).toEqual(['postgres', 'postgres']);
    const { patient, doctor, room } = await openConversation(a);

    const onB = await b.app.injectWS(REALTIME_PATH, { headers: doctor.auth });
    const received: RealtimeServerMessage[] = [];
    onB.on('message', (raw) => received.push(JSON.parse(textOf(raw)) as RealtimeServerMessage));
    onB.send(JSON.stringify({ type: 'subscribe', topic: chatTopic(room._id) }));
    await expect.poll(() => received.some((m) => m.type === 'subscribed')).toBe(true);

    const sentAt = Date.now();
    const sent = await say(a, patient, room._id, 'Posted to instance A');
    await expect
      .poll(() => received.find((m) => m.type === 'event'), { timeout: 1000, interval: 10 })
      .toMatchObject({
        topic: chatTopic(room._id),
        event: CHAT_REALTIME_EVENTS.messageCreated,
        data: { _id: sent._id, text: 'Posted to instance A' },
      });
    expect(Date.now() - sentAt).toBeLessThan(1000);
    onB.terminate();
  });
});
