import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_LABELS,
  MODERATION_MESSAGES,
  RECORD_MESSAGES,
  type ModerationVerdictDto,
} from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { memoryLog } from '../../../test/memory-log';
import { upload } from '../records/testing';

/** The one test file that loads the real classifier (about 8 s and 250 MB, in its worker thread). */
const log = memoryLog();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IMAGE_MODERATION: 'local', LOG_LEVEL: 'info' }, { logStream: log.stream });
});
afterAll(() => t.close());

/** A landscape-like picture: sky over grass, no person in it. */
const harmless = () =>
  sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 110, g: 170, b: 230 } },
  })
    .composite([
      {
        input: {
          create: { width: 320, height: 100, channels: 3, background: { r: 60, g: 140, b: 60 } },
        },
        top: 140,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();

const loadings = () =>
  log.entries().filter((entry) => entry.msg === 'image moderation: loading the classifier').length;

describe('POST /obscene/image with the local classifier', () => {
  it('names the local driver in GET /health and loads nothing at start', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json().data.imageModeration).toEqual({ driver: 'local' });
    expect(loadings()).toBe(0);
  });

  it('accepts a harmless picture with its top label and probabilities, loading the model once', async () => {
    const user = await createUser(t.ctx, { roles: ['patient'] });
    const bytes = await harmless();
    const first = await upload(t, '/obscene/image', user, { filename: 'field.jpg', bytes });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json<{ message: string; data: ModerationVerdictDto }>();
    expect(body.message).toBe(MODERATION_MESSAGES.checked);
    expect(body.data).toMatchObject({ acceptable: true, driver: 'local' });
    expect(MODERATION_LABELS).toContain(body.data.topLabel);
    expect(['Porn', 'Hentai']).not.toContain(body.data.topLabel);
    const probabilities = Object.values(body.data.probabilities);
    expect(probabilities).toHaveLength(MODERATION_LABELS.length);
    expect(probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 2);

    const second = await upload(t, '/obscene/image', user, { filename: 'field.jpg', bytes });
    expect(second.json().data).toEqual(body.data);
    expect(loadings()).toBe(1);
    expect(log.entries().some((entry) => entry.msg === 'image moderation: classifier ready')).toBe(true);
  }, 180_000);

  it('refuses anyone signed out, and a file that is not an image, before any checking', async () => {
    const signedOut = await upload(t, '/obscene/image', null, { filename: 'a.jpg', bytes: await harmless() });
    expect(signedOut.statusCode).toBe(401);
    const user = await createUser(t.ctx, { roles: ['patient'] });
    const text = await upload(t, '/obscene/image', user, {
      filename: 'a.jpg',
      bytes: Buffer.from('not a picture at all'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(RECORD_MESSAGES.imageWrongType);
  });
});
