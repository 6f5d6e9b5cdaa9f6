import { expect } from 'vitest';
import { ACCEPTANCE_STATUS, CHAT_FILE_FIELD, type ChatMessageDto, type ChatRoomDto } from '@carenet/shared';
import type { TestApp } from '../../../test/app';
import { multipartFiles, type MultipartFilePart } from '../../../test/documents';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { requestDoctors } from '../../platform/db/schema';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(t: TestApp, method: Method, url: string, user?: TestUser | null, payload?: object) {
  return t.app.inject({
    method,
    url: url.startsWith('/files/') ? url : `/api/v1${url}`,
    headers: user?.auth ?? {},
    payload,
  });
}

/**
 * A patient's request that `doctor` accepted and `decliner` declined, and the people who have nothing
 * to do with it: another patient, another doctor and an administrator.
 */
export async function careCircle(t: TestApp) {
  const patient = await createUser(t.ctx, { roles: ['patient'], name: name('Priya', 'Patel') });
  const doctor = await createUser(t.ctx, { roles: ['doctor'], name: name('Arjun', 'Mehta') });
  const decliner = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, patient, { title: 'Knee pain after a fall' });
  const accepted = await call(t, 'PUT', `/donationRequest/${request.id}`, doctor, {
    acceptanceStatus: ACCEPTANCE_STATUS.accepted,
  });
  expect(accepted.statusCode).toBe(200);
  await t.ctx.db
    .insert(requestDoctors)
    .values({ requestId: request.id, doctorId: decliner.user.id, acceptance: ACCEPTANCE_STATUS.rejected });
  return {
    patient,
    doctor,
    decliner,
    request,
    otherPatient: await createUser(t.ctx, { roles: ['patient'] }),
    otherDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    admin: await createAdmin(t.ctx),
  };
}

function name(first: string, last: string) {
  return { first_name: first, last_name: last, middle_name: '' };
}

/** The circle with its conversation started by the patient. */
export async function openConversation(t: TestApp) {
  const circle = await careCircle(t);
  const res = await call(t, 'POST', '/chatRooms', circle.patient, { requestId: circle.request.id });
  expect(res.statusCode).toBe(201);
  return { ...circle, room: res.json<{ data: ChatRoomDto }>().data };
}

export async function say(t: TestApp, user: TestUser, roomId: string, text: string): Promise<ChatMessageDto> {
  const res = await call(t, 'POST', `/chatRooms/${roomId}/messages`, user, { text });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: ChatMessageDto }>().data;
}

export function attach(t: TestApp, user: TestUser | null, roomId: string, filename: string, bytes: Buffer) {
  return attachFiles(t, user, roomId, [{ filename, bytes }]);
}

/** Several files in one request, each with its Content-Type when given. */
export function attachFiles(
  t: TestApp,
  user: TestUser | null,
  roomId: string,
  files: Omit<MultipartFilePart, 'field'>[],
) {
  const form = multipartFiles(files.map((file) => ({ field: CHAT_FILE_FIELD, ...file })));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/chatRooms/${roomId}/attachments`,
    headers: { ...(user?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
}

/** The opening of a WebM file as MediaRecorder writes it: an EBML header whose DocType is 'webm'. */
export function webmBytes(): Buffer {
  const header = Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
    0x42,
    0x87,
    0x81,
    0x04,
    0x42,
    0x85,
    0x81,
    0x02,
  ]);
  // A Segment of unknown size follows, as a recording that is still being written has.
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, Buffer.alloc(256)]);
}

/** The opening of an MP3 file: an ID3v2 tag, then an MPEG-1 Layer III frame header (64 kbit/s, mono). */
export function mp3Bytes(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x50, 0xc4]), Buffer.alloc(204)]);
  return Buffer.concat([id3, frame, frame, frame]);
}
