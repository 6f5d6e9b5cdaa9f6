import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHAT_REALTIME_EVENTS,
  REALTIME_CLOSE,
  REALTIME_MESSAGES,
  chatInboxTopic,
  chatTopic,
  type ChatMessageDto,
  type RealtimeServerMessage,
} from '@carenet/shared';
import { useTestApp } from '../../test/app';
import { connectAs } from '../../test/sockets';
import { requestDoctors } from '../platform/db/schema';
import { call, openConversation, say } from './chat/testing';

const t = useTestApp();

type Circle = Awaited<ReturnType<typeof openConversation>>;

const heardText = (received: RealtimeServerMessage[], text: string) =>
  received.some(
    (m) =>
      m.type === 'event' &&
      m.event === CHAT_REALTIME_EVENTS.messageCreated &&
      (m.data as ChatMessageDto).text === text,
  );

/**
 * Each way a doctor's access to a patient's conversation ends, as the people who end it do it, and
 * whether it ends the doctor's session (their socket closes) or only their part in the conversation
 * (the topic ends with a message, the socket stays for everything else).
 */
const WAYS_ACCESS_ENDS: {
  way: string;
  end: (c: Circle) => Promise<{ statusCode: number }>;
  signsOut: boolean;
}[] = [
  {
    way: "the patient ends the doctor's access",
    end: ({ patient, doctor }) => call(t, 'POST', `/careTeam/${doctor.user.id}/end`, patient),
    signsOut: false,
  },
  {
    way: "an administrator withdraws the doctor's verification",
    end: ({ admin, doctor }) =>
      call(t, 'PUT', `/user/${doctor.user.id}`, admin, { profileVerificationStatus: -1 }),
    signsOut: false,
  },
  {
    way: 'the patient deletes the request, which closes it',
    end: ({ patient, request }) => call(t, 'DELETE', `/donationRequest/${request.id}`, patient),
    signsOut: false,
  },
  {
    way: 'an administrator suspends the doctor',
    end: ({ admin, doctor }) =>
      call(t, 'POST', `/user/${doctor.user.id}/suspend`, admin, { reason: 'Reported for fake credentials' }),
    signsOut: true,
  },
  {
    way: 'the doctor erases their account',
    end: ({ doctor }) => call(t, 'POST', '/disband/user', doctor, { password: doctor.password }),
    signsOut: true,
  },
];

describe("a doctor's open socket after their access ends", () => {
  it.each(WAYS_ACCESS_ENDS)(
    'receives nothing more of the conversation when $way',
    async ({ end, signsOut }) => {
      const circle = await openConversation(t);
      const { patient, doctor, room } = circle;
      const live = await connectAs(doctor, t);
      expect((await live.subscribe(chatTopic(room._id))).type).toBe('subscribed');
      await live.subscribe(chatInboxTopic(doctor.user.id));
      await say(t, patient, room._id, 'Before the end');
      await live.next((m) => m.type === 'event' && m.topic === chatTopic(room._id));

      expect((await end(circle)).statusCode).toBe(200);
      await t.ctx.events.settled();
      if (signsOut) {
        expect(await live.closed).toBe(REALTIME_CLOSE.unauthenticated);
      } else {
        // Told at once, before anything else is said.
        expect(await live.next((m) => m.type === 'ended')).toEqual({
          type: 'ended',
          topic: chatTopic(room._id),
          message: REALTIME_MESSAGES.accessEnded,
        });
      }

      // The conversation may live on for the patient (or be gone); whatever is said, the doctor does not hear it.
      await call(t, 'POST', `/chatRooms/${room._id}/messages`, patient, { text: 'After the end' });
      if (!signsOut) {
        // Events reach a socket in the order they were published: once a later one has arrived, the message's would have.
        await t.ctx.realtime.publish(chatInboxTopic(doctor.user.id), 'later', null);
        await live.next((m) => m.type === 'event' && m.event === 'later');
      }
      expect(heardText(live.received, 'Before the end')).toBe(true);
      expect(heardText(live.received, 'After the end')).toBe(false);
      live.socket.terminate();
    },
  );

  it('checks access at delivery, not only when told: a relationship ended without any event still stops the socket', async () => {
    const { patient, doctor, request, room } = await openConversation(t);
    const live = await connectAs(doctor, t);
    await live.subscribe(chatTopic(room._id));
    await live.subscribe(chatInboxTopic(doctor.user.id));
    // Straight in the database: no domain event, so no proactive check; the delivery's own check must refuse.
    await t.ctx.db
      .update(requestDoctors)
      .set({ accessEndedAt: new Date() })
      .where(eq(requestDoctors.requestId, request.id));

    await say(t, patient, room._id, 'Nobody else should read this');
    expect(await live.next((m) => m.type === 'ended')).toMatchObject({ topic: chatTopic(room._id) });
    await t.ctx.realtime.publish(chatInboxTopic(doctor.user.id), 'later', null);
    await live.next((m) => m.type === 'event' && m.event === 'later');
    expect(heardText(live.received, 'Nobody else should read this')).toBe(false);
    live.socket.terminate();
  });

  it('keeps delivering to the patient, whose access did not change', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const live = await connectAs(patient, t);
    await live.subscribe(chatTopic(room._id));
    expect((await call(t, 'POST', `/careTeam/${doctor.user.id}/end`, patient)).statusCode).toBe(200);
    await say(t, patient, room._id, 'Still my conversation');
    await live.next((m) => m.type === 'event' && heardText([m], 'Still my conversation'));
    expect(live.received.some((m) => m.type === 'ended')).toBe(false);
    live.socket.terminate();
  });
});
