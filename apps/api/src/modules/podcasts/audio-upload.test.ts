import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/documents';
import { registerErrorHandling } from '../../platform/errors';
import { registerUploads } from '../../platform/uploads';
import { receiveAudio } from './audio-upload';
import { wavBytes } from './testing';

/** A small limit, so a file really streamed past it can be sent in a test (the route's is 200 MB). */
const LIMIT = 10_000;

let app: FastifyInstance;
let scratch: string;
const previousTmp = process.env.TMPDIR;

beforeAll(async () => {
  // The upload's temporary files go here, so the test can see that none is left behind.
  scratch = await mkdtemp(path.join(tmpdir(), 'podcast-upload-test-'));
  process.env.TMPDIR = scratch;
  app = Fastify();
  registerErrorHandling(app);
  await registerUploads(app, 1024 * 1024);
  app.post('/audio', async (request) => {
    const audio = await receiveAudio(request, LIMIT);
    await audio.discard();
    return { size: audio.size, durationSeconds: audio.durationSeconds, mime: audio.mime };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  process.env.TMPDIR = previousTmp;
  await rm(scratch, { recursive: true, force: true });
});

const send = (bytes: Buffer) => {
  const body = multipartFile('audio', 'talk.wav', bytes, 'audio/wav', { title: 'x' });
  return app.inject({ method: 'POST', url: '/audio', payload: body.payload, headers: body.headers });
};

describe('receiveAudio', () => {
  it('takes a file within the limit, with its size and duration', async () => {
    const bytes = wavBytes(0.5);
    const res = await send(bytes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: bytes.length, durationSeconds: 1, mime: 'audio/wav' });
    expect(await readdir(scratch)).toEqual([]);
  });

  it('refuses a file streamed past the limit with 413, leaving no temporary file', async () => {
    const res = await send(wavBytes(2));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 413,
      message: 'The audio file can be at most 200 MB.',
      errors: [{ path: 'audio', message: 'The audio file can be at most 200 MB.' }],
    });
    expect(await readdir(scratch)).toEqual([]);
  });
});
