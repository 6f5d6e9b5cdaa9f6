import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, RECORD_FILE_FIELD, type UploadedImageDto } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { call, storedFiles, upload } from '../records/testing';
import { findUserById } from '../users';

/**
 * A stand-in for a moderation service speaking the wire format of docs/files-and-uploads.md#image-moderation:
 * it takes the image as the request body and answers the verdict the test sets.
 */
interface StandIn {
  server: Server;
  url: string;
  received: { contentType: string | undefined; body: Buffer }[];
  answer: { status: number; body: string };
}

async function startStandIn(): Promise<StandIn> {
  const standIn: StandIn = {
    server: createServer(),
    url: '',
    received: [],
    answer: { status: 200, body: JSON.stringify({ acceptable: true }) },
  };
  standIn.server.on('request', (request: IncomingMessage, response) => {
    void buffer(request).then((body) => {
      standIn.received.push({ contentType: request.headers['content-type'], body });
      response.writeHead(standIn.answer.status, { 'content-type': 'application/json' });
      response.end(standIn.answer.body);
    });
  });
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/v1/verdict`;
  return standIn;
}

const REFUSED = {
  acceptable: false,
  topLabel: 'Porn',
  probabilities: { Porn: 0.91, Sexy: 0.05, Neutral: 0.04, Nonsense: 0.5 },
};

const dataDir = path.join(tmpdir(), `carenet-moderation-${randomUUID()}`);
let standIn: StandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStandIn();
  t = await createTestApp({ IMAGE_MODERATION: 'http', IMAGE_MODERATION_URL: standIn.url, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  standIn.received.length = 0;
  standIn.answer = { status: 200, body: JSON.stringify({ acceptable: true }) };
});

const png = () =>
  sharp({ create: { width: 200, height: 160, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .png()
    .toBuffer();

/** An image in the user's records (never checked: records are private), ready to be made the profile picture. */
async function recordImage(t: TestApp, user: TestUser): Promise<UploadedImageDto> {
  const res = await upload(t, '/images', user, { filename: 'me.png', bytes: await png() });
  expect(res.statusCode).toBe(201);
  return res.json().data as UploadedImageDto;
}

const filesOf = async (t: TestApp, user: TestUser, purpose: string) =>
  (await storedFiles(t, user.user.id)).filter((file) => file.purpose === purpose);

describe('the http moderation driver', () => {
  it('is named in GET /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data.imageModeration).toEqual({ driver: 'http' });
  });

  it("POSTs the image's bytes and answers the service's verdict through POST /obscene/image", async () => {
    const user = await createUser(t.ctx, { roles: ['patient'] });
    standIn.answer = { status: 200, body: JSON.stringify(REFUSED) };
    const bytes = await png();
    const res = await upload(t, '/obscene/image', user, { filename: 'a.png', bytes });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MODERATION_MESSAGES.rejected,
      data: {
        acceptable: false,
        topLabel: 'Porn',
        probabilities: { Porn: 0.91, Sexy: 0.05, Neutral: 0.04 },
        driver: 'http',
      },
    });
    expect(res.json().data.probabilities).not.toHaveProperty('Nonsense');
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]?.contentType).toBe('image/png');
    expect((await sharp(standIn.received[0]?.body).metadata()).width).toBe(200);
  });

  it('refuses a rejected profile picture with a 422 and stores nothing', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const image = await recordImage(t, patient);
    standIn.answer = { status: 200, body: JSON.stringify(REFUSED) };
    const res = await call(t, 'PUT', `/images/${image._id}/profile`, patient);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 422,
      message: MODERATION_MESSAGES.rejected,
    });
    expect(standIn.received).toHaveLength(1);
    expect((await findUserById(t.ctx.db, patient.user.id))?.profileImageUrl).toBeNull();
    expect(await filesOf(t, patient, 'profile-image')).toEqual([]);

    standIn.answer = { status: 200, body: JSON.stringify({ acceptable: true, topLabel: 'Neutral' }) };
    const accepted = await call(t, 'PUT', `/images/${image._id}/profile`, patient);
    expect(accepted.statusCode).toBe(200);
    expect(await filesOf(t, patient, 'profile-image')).toHaveLength(1);
  });

  it('refuses a rejected facility logo with a 422 on its field and stores nothing', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    standIn.answer = { status: 200, body: JSON.stringify(REFUSED) };
    const res = await upload(t, '/organization/logo', owner, { filename: 'logo.png', bytes: await png() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: MODERATION_MESSAGES.rejected,
      errors: [{ path: RECORD_FILE_FIELD, message: MODERATION_MESSAGES.rejected }],
    });
    expect(await storedFiles(t, owner.user.id)).toEqual([]);
  });

  it('answers a clear 503 and stores nothing when the service fails or answers no verdict', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    for (const answer of [
      { status: 500, body: JSON.stringify({ error: 'overloaded' }) },
      { status: 200, body: 'not json' },
      { status: 200, body: JSON.stringify({ verdict: 'fine' }) },
    ]) {
      standIn.answer = answer;
      const res = await upload(t, '/organization/logo', owner, { filename: 'logo.png', bytes: await png() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', message: MODERATION_MESSAGES.unavailable });
    }
    expect(await storedFiles(t, owner.user.id)).toEqual([]);
  });
});

describe('the http moderation driver with its service down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startStandIn();
    await new Promise((resolve) => gone.server.close(resolve));
    down = await createTestApp({
      IMAGE_MODERATION: 'http',
      IMAGE_MODERATION_URL: gone.url,
      DATA_DIR: dataDir,
    });
  });
  afterAll(() => down.close());

  it('answers a clear 503 to every check and stores no public picture', async () => {
    const patient = await createUser(down.ctx, { roles: ['patient'] });
    const image = await recordImage(down, patient);
    const profile = await call(down, 'PUT', `/images/${image._id}/profile`, patient);
    expect(profile.statusCode).toBe(503);
    expect(profile.json()).toMatchObject({ statusCode: 503, message: MODERATION_MESSAGES.unavailable });
    expect(await filesOf(down, patient, 'profile-image')).toEqual([]);
    expect((await findUserById(down.ctx.db, patient.user.id))?.profileImageUrl).toBeNull();

    const check = await upload(down, '/obscene/image', patient, { filename: 'a.png', bytes: await png() });
    expect(check.statusCode).toBe(503);
    expect(check.json().message).toBe(MODERATION_MESSAGES.unavailable);
  });
});

describe('IMAGE_MODERATION settings', () => {
  it('refuse to start the http driver without its address', async () => {
    await expect(createTestApp({ IMAGE_MODERATION: 'http' })).rejects.toThrow(
      'IMAGE_MODERATION=http needs IMAGE_MODERATION_URL',
    );
  });

  it('answer "not checked" when the driver is off', async () => {
    const off = await createTestApp({ IMAGE_MODERATION: 'off', DATA_DIR: dataDir });
    try {
      const user = await createUser(off.ctx, { roles: ['patient'] });
      const res = await upload(off, '/obscene/image', user, { filename: 'a.png', bytes: await png() });
      expect(res.json()).toMatchObject({
        message: MODERATION_MESSAGES.off,
        data: { acceptable: true, topLabel: null, probabilities: {}, driver: 'off' },
      });
    } finally {
      await off.close();
    }
  });
});
