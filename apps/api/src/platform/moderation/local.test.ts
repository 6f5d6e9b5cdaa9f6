import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLog } from '../../../test/memory-log';
import { ModerationUnavailableError } from './errors';
import { LocalImageModerator } from './local';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** A classifier thread written for the test: `code` runs as the worker, with parentPort in scope. */
const thread = (code: string) => () =>
  new Worker(`const { parentPort } = require('node:worker_threads');\n${code}`, {
    eval: true,
    stdout: true,
    stderr: true,
  });

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const log = memoryLog();
const logger = pino({ level: 'info' }, log.stream) as unknown as FastifyBaseLogger;
let moderator: LocalImageModerator | null = null;
afterEach(async () => {
  await moderator?.close();
  moderator = null;
  log.clear();
});

describe('LocalImageModerator when the classifier fails', () => {
  it('refuses every check while the model cannot load, and tries to load it again at the next one', async () => {
    let started = 0;
    const failing = thread(`parentPort.postMessage({ type: 'failed', message: 'weights missing' });`);
    moderator = new LocalImageModerator(logger, () => {
      started++;
      return failing();
    });
    await expect(moderator.check(await picture())).rejects.toBeInstanceOf(ModerationUnavailableError);
    await expect(moderator.check(await picture())).rejects.toThrow(
      'the classifier failed to load: weights missing',
    );
    expect(started).toBe(2);
    expect(log.entries().filter((entry) => entry.level === 50)).toHaveLength(2);
  });

  it('refuses the pictures in hand when the thread dies, then starts a new one', async () => {
    let started = 0;
    const dying = thread(`
      parentPort.postMessage({ type: 'ready' });
      parentPort.on('message', () => process.exit(1));
    `);
    moderator = new LocalImageModerator(logger, () => {
      started++;
      return dying();
    });
    await expect(moderator.check(await picture())).rejects.toThrow('the classifier thread stopped');
    await expect(moderator.check(await picture())).rejects.toBeInstanceOf(ModerationUnavailableError);
    expect(started).toBe(2);
  });

  it('answers the verdict of what the thread classified, sending it 224x224 RGB pixels', async () => {
    const echo = thread(`
      parentPort.postMessage({ type: 'ready' });
      parentPort.on('message', ({ id, pixels, size }) => parentPort.postMessage({
        type: 'result',
        id,
        predictions: [
          { className: 'Neutral', probability: pixels.length === size * size * 3 && size === 224 ? 0.9 : 0 },
          { className: 'Porn', probability: 0.1 },
        ],
      }));
    `);
    moderator = new LocalImageModerator(logger, echo);
    expect(await moderator.check(await picture())).toEqual({
      acceptable: true,
      topLabel: 'Neutral',
      probabilities: { Neutral: 0.9, Porn: 0.1 },
    });
  });
});
