import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  UPLOAD_MESSAGES,
  type ChatMessageDto,
  type ChatRoomDto,
  type ChatRoomPageDto,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { pdfBytes } from '../../../test/documents';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { gifJavaScriptPolyglot, hugePng, pngThenHtml } from '../../../test/images';
import { type DomainEvent } from '../../platform/events';
import { files, requestDoctors } from '../../platform/db/schema';
import { attach, attachFiles, call, careCircle, mp3Bytes, openConversation, say, webmBytes } from './testing';

const t = useTestApp({ MEET_BASE_URL: 'https://meet.carenet.test/rooms' });

const HOUR = 60 * 60 * 1000;
const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

async function page(user: Parameters<typeof call>[3], roomId: string, query = '') {
  const res = await call(t, 'GET', `/chatRooms/${roomId}${query}`, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ChatRoomPageDto }>().data;
}

async function myRooms(user: Parameters<typeof call>[3]) {
  const res = await call(t, 'GET', '/chatRooms', user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: ChatRoomDto[]; totalCountOfRecords: number }>();
}

describe('POST /chatRooms', () => {
  it("starts the request's conversation once; everyone in it gets the same room", async () => {
    const { patient, doctor, request } = await careCircle(t);
    const started = await call(t, 'POST', '/chatRooms', patient, { requestId: request.id });
    expect(started.statusCode).toBe(201);
    const room = started.json<{ data: ChatRoomDto }>().data;
    expect(started.json()).toMatchObject({ status: 'success', message: CHAT_MESSAGES.roomStarted });
    expect(room).toMatchObject({
      requestId: request.id,
      requestTitle: 'Knee pain after a fall',
      ownerId: patient.user.id,
      unreadCount: 0,
      lastSeq: 0,
      lastMessage: null,
    });
    // The doctor who declined is not in the conversation.
    expect(room.participants.map((p) => [p._id, p.role])).toEqual([
      [patient.user.id, 'patient'],
      [doctor.user.id, 'doctor'],
    ]);

    const again = await call(t, 'POST', '/chatRooms', doctor, { requestId: request.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: ChatRoomDto }>().data._id).toBe(room._id);
  });

  it('refuses visitors (401), another patient, a doctor not on it and a doctor who declined (404)', async () => {
    const { request, otherPatient, otherDoctor, decliner, admin } = await careCircle(t);
    const anonymous = await call(t, 'POST', '/chatRooms', null, { requestId: request.id });
    expect(anonymous.statusCode).toBe(401);
    for (const user of [otherPatient, otherDoctor, decliner, admin]) {
      const res = await call(t, 'POST', '/chatRooms', user, { requestId: request.id });
      expect(res.statusCode).toBe(404);
    }
    const bad = await call(t, 'POST', '/chatRooms', otherPatient, { requestId: 'nope' });
    expect(bad.json().errors).toContainEqual({ path: 'requestId', message: CHAT_MESSAGES.invalidRequest });
  });

  it("docs/roles-and-permissions.md#who-may-do-what: another request's conversation is started by its owner only", async () => {
    const owner = await createUser(t.ctx, { roles: ['doctor'] });
    const colleague = await createUser(t.ctx, { roles: ['doctor'] });
    const campaign = await createRequest(t.ctx, owner);
    expect(campaign.creatorType).toBe('doctor');
    await t.ctx.db
      .insert(requestDoctors)
      .values({ requestId: campaign.id, doctorId: colleague.user.id, acceptance: 1, acceptedAt: new Date() });

    // A campaign is no patient's care: a doctor on it has no conversation there to start.
    const byColleague = await call(t, 'POST', '/chatRooms', colleague, { requestId: campaign.id });
    expect(byColleague.statusCode).toBe(404);
    const byOwner = await call(t, 'POST', '/chatRooms', owner, { requestId: campaign.id });
    expect(byOwner.statusCode).toBe(201);
  });
});

describe('messages', () => {
  it('sends text with the docs/api-contract.md#entities-and-field-names fields and tells the other participants through a domain event', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const seen: DomainEvent[] = [];
    t.ctx.events.on('chat.message.created', (event) => {
      if (event.subjectId === room._id) seen.push(event);
    });
    const before = Date.now();
    const res = await call(t, 'POST', `/chatRooms/${room._id}/messages`, patient, {
      text: '  My knee is swollen.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 201, message: CHAT_MESSAGES.sent });
    const message = res.json<{ data: ChatMessageDto }>().data;
    expect(message).toMatchObject({
      roomId: room._id,
      seq: 1,
      type: 'Text',
      text: 'My knee is swollen.',
      userId: patient.user.id,
      senderName: 'Priya Patel',
      senderProfileImageUrl: null,
      imageUrl: null,
      audioUrl: null,
      meetLink: null,
    });
    expect(message.whenSent).toBeGreaterThanOrEqual(before - 1000);
    expect(message.whenSent).toBeLessThanOrEqual(Date.now());

    await t.ctx.events.settled();
    expect(seen.map((event) => event.data)).toEqual([
      {
        roomId: room._id,
        requestId: room.requestId,
        messageId: message._id,
        senderId: patient.user.id,
        recipientIds: [doctor.user.id],
        type: 'Text',
      },
    ]);
  });

  it('docs/validation-and-limits.md: refuses empty and blank text, and text over the limit', async () => {
    const { patient, room } = await openConversation(t);
    for (const text of ['', '   \n\t ']) {
      const res = await call(t, 'POST', `/chatRooms/${room._id}/messages`, patient, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ path: 'text', message: CHAT_MESSAGES.textRequired });
    }
    const long = await call(t, 'POST', `/chatRooms/${room._id}/messages`, patient, {
      text: 'x'.repeat(CHAT_TEXT_MAX + 1),
    });
    expect(long.json().errors).toContainEqual({ path: 'text', message: CHAT_MESSAGES.textTooLong });
    expect((await page(patient, room._id)).messages).toEqual([]);
  });

  it('pages the history newest first, or oldest first with sortOrder=1', async () => {
    const { patient, doctor, room } = await openConversation(t);
    for (let i = 1; i <= 5; i++) await say(t, i % 2 ? patient : doctor, room._id, `message ${i}`);

    const newest = await page(patient, room._id, '?limit=2');
    expect(newest.messages.map((m) => m.text)).toEqual(['message 5', 'message 4']);
    expect(newest.hasMore).toBe(true);
    const older = await page(patient, room._id, `?limit=2&before=${newest.messages[1].seq}`);
    expect(older.messages.map((m) => m.text)).toEqual(['message 3', 'message 2']);
    const oldest = await page(patient, room._id, `?limit=2&before=${older.messages[1].seq}`);
    expect(oldest.messages.map((m) => m.text)).toEqual(['message 1']);
    expect(oldest.hasMore).toBe(false);

    // docs/api-contract.md {uniqueId}: the room's id, or its request's.
    const ascending = await page(doctor, room.requestId, '?sortOrder=1');
    expect(ascending.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(ascending.room.lastMessage?.text).toBe('message 5');
  });

  it('refuses reading and writing to everyone outside the conversation', async () => {
    const { room, otherPatient, otherDoctor, decliner, admin } = await openConversation(t);
    expect((await call(t, 'GET', `/chatRooms/${room._id}`)).statusCode).toBe(401);
    for (const user of [otherPatient, otherDoctor, decliner, admin]) {
      expect((await call(t, 'GET', `/chatRooms/${room._id}`, user)).statusCode).toBe(404);
      const write = await call(t, 'POST', `/chatRooms/${room._id}/messages`, user, { text: 'Hello' });
      expect(write.statusCode).toBe(404);
      expect(write.json().message).toBe(CHAT_MESSAGES.roomNotFound);
      expect((await call(t, 'PUT', `/chatRooms/${room._id}`, user, {})).statusCode).toBe(404);
    }
    expect((await call(t, 'GET', '/chatRooms/not-a-room', otherPatient)).statusCode).toBe(404);
  });
});

describe('conversation list, unread counts and read markers', () => {
  it("counts what others wrote after the reader's marker, and PUT moves the marker", async () => {
    const { patient, doctor, room } = await openConversation(t);
    await say(t, patient, room._id, 'Hello doctor');
    await say(t, doctor, room._id, 'Hello Priya');
    await say(t, doctor, room._id, 'How is the knee today?');

    const list = await myRooms(patient);
    const listed = list.data.find((r) => r._id === room._id);
    expect(listed).toMatchObject({ unreadCount: 2, lastSeq: 3 });
    expect(listed?.lastMessage).toMatchObject({ text: 'How is the knee today?', senderName: 'Arjun Mehta' });
    // Writing moves the writer's marker to their message: one replies to what one has read.
    expect((await myRooms(doctor)).data.find((r) => r._id === room._id)?.unreadCount).toBe(0);

    const partly = await call(t, 'PUT', `/chatRooms/${room._id}`, patient, { readUpTo: 2 });
    expect(partly.json()).toMatchObject({ message: CHAT_MESSAGES.roomRead, data: { unreadCount: 1 } });
    const all = await call(t, 'PUT', `/chatRooms/${room._id}`, patient, {});
    expect(all.json<{ data: ChatRoomDto }>().data.unreadCount).toBe(0);
    // A marker never moves back.
    await call(t, 'PUT', `/chatRooms/${room._id}`, patient, { readUpTo: 1 });
    const seenByDoctor = (await page(doctor, room._id)).room.participants;
    expect(seenByDoctor.find((p) => p._id === patient.user.id)?.lastReadSeq).toBe(3);
  });

  it('lists only the conversations one takes part in, latest activity first', async () => {
    const first = await openConversation(t);
    const secondRequest = await createRequest(t.ctx, first.patient, { title: 'Follow-up' });
    const second = await call(t, 'POST', '/chatRooms', first.patient, { requestId: secondRequest.id });
    const secondId = second.json<{ data: ChatRoomDto }>().data._id;
    await say(t, first.patient, first.room._id, 'Newest activity');

    const mine = await myRooms(first.patient);
    expect(mine.totalCountOfRecords).toBe(2);
    expect(mine.data.map((r) => r._id)).toEqual([first.room._id, secondId]);
    expect((await myRooms(first.doctor)).data.map((r) => r._id)).toEqual([first.room._id]);
    expect((await myRooms(first.decliner)).data).toEqual([]);
    expect((await myRooms(first.otherPatient)).totalCountOfRecords).toBe(0);
  });
});

describe('attachments', () => {
  it('sends an image that only participants can open', async () => {
    const { patient, doctor, room, otherPatient, decliner } = await openConversation(t);
    const res = await attach(t, patient, room._id, 'swelling.png', await pngBytes());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Image is uploaded successfully');
    const message = res.json<{ data: ChatMessageDto }>().data;
    expect(message).toMatchObject({ type: 'Image', text: '', fileName: 'swelling.png', audioUrl: null });
    expect(message.imageUrl).toMatch(/^\/files\/chat-attachment\/.+\.png$/);

    const opened = await call(t, 'GET', message.imageUrl ?? '', doctor);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    for (const user of [otherPatient, decliner, null]) {
      expect((await call(t, 'GET', message.imageUrl ?? '', user)).statusCode).toBe(404);
    }
  });

  it('keeps a voice message as audio/webm or audio/mpeg, and takes a PDF as a document', async () => {
    const { patient, doctor, room } = await openConversation(t);
    const voice = await attach(t, doctor, room._id, 'recording.webm', webmBytes());
    expect(voice.statusCode).toBe(201);
    expect(voice.json().message).toBe('Audio uploaded successfully');
    const audio = voice.json<{ data: ChatMessageDto }>().data;
    expect(audio).toMatchObject({ type: 'Audio', imageUrl: null });
    const played = await call(t, 'GET', audio.audioUrl ?? '', patient);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');

    // docs/validation-and-limits.md: the web app sends its recordings as MP3, stored as audio/mpeg.
    const mp3 = await attach(t, patient, room._id, 'voice-message.mp3', mp3Bytes());
    expect(mp3.json()).toMatchObject({ message: 'Audio uploaded successfully', data: { type: 'Audio' } });
    const heard = await call(t, 'GET', mp3.json<{ data: ChatMessageDto }>().data.audioUrl ?? '', doctor);
    expect(heard.headers['content-type']).toBe('audio/mpeg');

    const doc = await attach(t, patient, room._id, 'report.pdf', pdfBytes('MRI report'));
    expect(doc.statusCode).toBe(201);
    expect(doc.json().message).toBe('Document is uploaded succesfully');
    expect(doc.json<{ data: ChatMessageDto }>().data).toMatchObject({
      type: 'Document',
      fileName: 'report.pdf',
    });
  });

  it('judges a file by its bytes: a script named .png is refused, and nothing is stored', async () => {
    const { patient, room } = await openConversation(t);
    const res = await attach(t, patient, room._id, 'photo.png', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'file', message: CHAT_MESSAGES.fileWrongType });
    const stored = await t.ctx.db.select().from(files).where(eq(files.ownerId, patient.user.id));
    expect(stored).toEqual([]);
  });

  /** The refusal a sender sees, with nothing stored and no message posted. */
  async function expectRefused(
    res: Awaited<ReturnType<typeof attach>>,
    sender: TestUser,
    roomId: string,
    message: string,
  ) {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message, errors: [{ path: 'file', message }] });
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, sender.user.id))).toEqual([]);
    expect((await page(sender, roomId)).messages).toEqual([]);
  }

  it('refuses a 400-megapixel picture, and pictures that are also a page or a script', async () => {
    const { patient, room } = await openConversation(t);
    for (const [filename, bytes] of [
      ['huge.png', hugePng()],
      ['photo.png', await pngThenHtml()],
      ['photo.gif', await gifJavaScriptPolyglot()],
    ] as const) {
      await expectRefused(
        await attach(t, patient, room._id, filename, bytes),
        patient,
        room._id,
        CHAT_MESSAGES.fileUnreadable,
      );
    }
  });

  it('refuses a file whose name or Content-Type claims another type', async () => {
    const { patient, room } = await openConversation(t);
    const png = await pngBytes();
    await expectRefused(
      await attach(t, patient, room._id, 'photo.gif', png),
      patient,
      room._id,
      CHAT_MESSAGES.fileNameMismatch,
    );
    const sentAsPdf = await attachFiles(t, patient, room._id, [
      { filename: 'photo.png', bytes: png, contentType: 'application/pdf' },
    ]);
    await expectRefused(sentAsPdf, patient, room._id, CHAT_MESSAGES.fileNameMismatch);
  });

  it('refuses two files in one request instead of sending one of them', async () => {
    const { patient, room } = await openConversation(t);
    const res = await attachFiles(t, patient, room._id, [
      { filename: 'report.pdf', bytes: pdfBytes('MRI report') },
      { filename: 'swelling.png', bytes: await pngBytes() },
    ]);
    await expectRefused(res, patient, room._id, UPLOAD_MESSAGES.oneFileAtATime);
  });

  it('refuses an upload from outside the conversation before reading it', async () => {
    const { room, otherPatient } = await openConversation(t);
    const res = await attach(t, otherPatient, room._id, 'x.png', await pngBytes());
    expect(res.statusCode).toBe(404);
  });
});

describe('meet links in the chat', () => {
  it("announces the doctor's new meet link in the conversation as a message with meetLink", async () => {
    const { patient, doctor, request } = await careCircle(t);
    const start = Date.now() + 24 * HOUR;
    const created = await call(t, 'POST', '/appointment/googlemeet', doctor, {
      title: 'Knee review',
      description: 'Bring your last X-ray.',
      startTime: start,
      endTime: start + HOUR / 2,
      requestId: request.id,
    });
    expect(created.statusCode).toBe(201);
    await t.ctx.events.settled();

    // The conversation started with the announcement.
    const room = (await myRooms(patient)).data.find((r) => r.requestId === request.id);
    expect(room?.unreadCount).toBe(1);
    const { messages } = await page(patient, room?._id ?? '');
    expect(messages).toEqual([
      expect.objectContaining({
        type: 'Text',
        userId: doctor.user.id,
        text: 'Knee review\nBring your last X-ray.',
        meetLink: created.json().data.meetLink,
        meetStartTime: start,
        meetEndTime: start + HOUR / 2,
      }),
    ]);
  });
});

describe('DELETE /chatRooms/{id}', () => {
  it("is the request owner's or an administrator's; the conversation's files go with it", async () => {
    const { patient, doctor, room, otherPatient } = await openConversation(t);
    const image = await attach(t, doctor, room._id, 'x.png', await pngBytes());
    const imageUrl = image.json<{ data: ChatMessageDto }>().data.imageUrl ?? '';

    const byDoctor = await call(t, 'DELETE', `/chatRooms/${room._id}`, doctor);
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json().message).toBe(CHAT_MESSAGES.onlyOwnerDeletes);
    expect((await call(t, 'DELETE', `/chatRooms/${room._id}`, otherPatient)).statusCode).toBe(404);

    const byOwner = await call(t, 'DELETE', `/chatRooms/${room._id}`, patient);
    expect(byOwner.json()).toMatchObject({ status: 'success', message: CHAT_MESSAGES.roomDeleted });
    expect((await call(t, 'GET', `/chatRooms/${room._id}`, patient)).statusCode).toBe(404);
    expect((await call(t, 'GET', imageUrl, doctor)).statusCode).toBe(404);
    const key = imageUrl.replace('/files/', '');
    expect(await t.ctx.db.select().from(files).where(eq(files.key, key))).toEqual([]);
  });

  it('tells each participant whether they may delete it: the owner and an administrator yes, a doctor no', async () => {
    const { patient, doctor, request, room } = await openConversation(t);
    // An administrator who also cares for the patient through the request, so takes part in its conversation.
    const admin = await createUser(t.ctx, { roles: ['doctor', 'admin'] });
    await t.ctx.db
      .insert(requestDoctors)
      .values({ requestId: request.id, doctorId: admin.user.id, acceptance: 1, acceptedAt: new Date() });

    expect((await page(patient, room._id)).room.abilities).toEqual({ delete: true });
    expect((await page(admin, room._id)).room.abilities).toEqual({ delete: true });
    expect((await page(doctor, room._id)).room.abilities).toEqual({ delete: false });
  });

  it('lets an administrator remove a conversation they cannot read', async () => {
    const { room, admin } = await openConversation(t);
    expect((await call(t, 'DELETE', `/chatRooms/${room._id}`, admin)).statusCode).toBe(200);
  });
});
