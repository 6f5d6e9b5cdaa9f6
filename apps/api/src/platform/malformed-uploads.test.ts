import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_FILE_FIELD, MESSAGES, RECORD_FILE_FIELD, RESUME_FIELD } from '@carenet/shared';
import { useTestApp } from '../../test/app';
import { multipartFile, pdfBytes, pngBytes } from '../../test/documents';
import type { TestUser } from '../../test/factories';
import { openConversation } from '../modules/chat/testing';

/**
 * The four upload routes, each given a target it accepts (so a body reaches the multipart parser),
 * then bodies that are not well-formed multipart: each is a 4xx in the envelope, never a 500.
 */
const dataDir = path.join(tmpdir(), `carenet-malformed-uploads-${randomUUID()}`);
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Target {
  name: string;
  url: string;
  field: string;
  fields: Record<string, string>;
  filename: string;
  bytes: Buffer;
}

let patient: TestUser;
const targets: Target[] = [];
beforeAll(async () => {
  const conversation = await openConversation(t);
  patient = conversation.patient;
  targets.push(
    {
      name: 'a medical record',
      url: '/api/v1/medicalRecords',
      field: RECORD_FILE_FIELD,
      fields: { userGivenName: 'Blood test', note: 'Fasting', date: '2025-03-14' },
      filename: 'blood-test.pdf',
      bytes: pdfBytes(),
    },
    {
      name: 'an image',
      url: '/api/v1/images',
      field: RECORD_FILE_FIELD,
      fields: {},
      filename: 'knee.png',
      bytes: pngBytes(),
    },
    {
      name: 'a chat attachment',
      url: `/api/v1/chatRooms/${conversation.room._id}/attachments`,
      field: CHAT_FILE_FIELD,
      fields: {},
      filename: 'knee.png',
      bytes: pngBytes(),
    },
    {
      name: 'a resume',
      url: '/api/v1/donationRequestResponses/resume',
      field: RESUME_FIELD,
      fields: {},
      filename: 'cv.pdf',
      bytes: pdfBytes(),
    },
  );
});

function send(target: Target, contentType: string, payload: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: target.url,
    headers: { ...patient.auth, 'content-type': contentType },
    payload,
  });
}

const form = (target: Target, filename = target.filename) =>
  multipartFile(target.field, filename, target.bytes, 'application/octet-stream', target.fields);

/** The refusal of a body the parser cannot read, in the envelope, quoting nothing of it. */
function expectRefused(res: Awaited<ReturnType<typeof send>>, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ status: 'error', statusCode: 400, message });
}

describe.each(['a medical record', 'an image', 'a chat attachment', 'a resume'])('uploading %s', (name) => {
  const target = () => targets.find((candidate) => candidate.name === name)!;

  it('takes a well-formed upload (so the bodies below reach the parser)', async () => {
    const { payload, headers } = form(target());
    const res = await send(target(), headers['content-type'], payload);
    expect(res.statusCode).toBe(201);
  });

  it('refuses multipart without a boundary', async () => {
    const res = await send(target(), 'multipart/form-data', form(target()).payload);
    expectRefused(res, MESSAGES.malformedUpload);
  });

  it('refuses multipart with a boundary too long to be one', async () => {
    const res = await send(
      target(),
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      form(target()).payload,
    );
    expectRefused(res, MESSAGES.malformedUpload);
  });

  it('refuses multipart that ends before its closing boundary', async () => {
    const { payload, headers } = form(target());
    const cut = payload.subarray(0, payload.length - 40);
    expectRefused(await send(target(), headers['content-type'], cut), MESSAGES.malformedUpload);
  });

  it('refuses a NUL in the filename', async () => {
    const { payload, headers } = form(target(), `scan\u0000${target().filename}`);
    const res = await send(target(), headers['content-type'], payload);
    expectRefused(res, MESSAGES.disallowedCharacters);
  });
});
