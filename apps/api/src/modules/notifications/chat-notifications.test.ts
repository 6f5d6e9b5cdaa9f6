import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REALTIME_PATH, type NotificationDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { jobs, notifications } from '../../platform/db/schema';
import { call, openConversation, say } from '../chat/testing';
import { CHAT_NOTIFY_QUEUE, conversationLink } from './chat-messages';

const t = useTestApp();

/** Lets the few seconds pass after which an unread message is notified, then runs the due jobs. */
async function later() {
  await t.ctx.events.settled();
  await t.ctx.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.queue, CHAT_NOTIFY_QUEUE), sql`${jobs.doneAt} is null`));
  await t.ctx.jobs.drain();
}

/** The user's notifications about messages (the circle's request made others already). */
async function inbox(user: TestUser): Promise<NotificationDto[]> {
  await t.ctx.events.settled();
  return (await call(t, 'GET', '/notifications?type=message', user)).json<{ data: NotificationDto[] }>().data;
}

describe('notifications of chat messages', () => {
  it('tells a participant who has not read a new message, once per conversation, without its words', async () => {
    const { patient, doctor, otherPatient, room } = await openConversation(t);
    await say(t, patient, room._id, 'My knee is swollen again');
    await say(t, patient, room._id, 'And it hurts at night');
    await later();

    const news = await inbox(doctor);
    expect(news).toEqual([
      expect.objectContaining({
        type: 'message',
        kind: 'messages',
        title: 'New message from Priya Patel',
        body: 'Open the conversation to read it.',
        link: conversationLink(room._id),
      }),
    ]);
    expect(await inbox(patient)).toEqual([]);
    expect(await inbox(otherPatient)).toEqual([]);
  });

  it('says nothing to a participant who read the message in time', async () => {
    const { patient, doctor, room } = await openConversation(t);
    await say(t, doctor, room._id, 'Please rest the knee and keep it raised');
    expect((await call(t, 'PUT', `/chatRooms/${room._id}`, patient, {})).statusCode).toBe(200);
    await later();
    expect(await inbox(patient)).toEqual([]);
  });

  it('says nothing to a participant who is looking at the conversation', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const socket = await t.app.injectWS(REALTIME_PATH, { headers: doctor.auth });
    const subscribed = new Promise((resolve) => socket.on('message', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', topic: `chat:${room._id}` }));
    await subscribed;
    await say(t, patient, room._id, 'Thank you, doctor');
    await later();
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, doctor.user.id));
    expect(rows).toEqual([]);
    socket.terminate();
  });
});
