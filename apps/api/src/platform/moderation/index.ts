import type { FastifyBaseLogger } from 'fastify';
import { MODERATION_MESSAGES, type ImageModerationDriverName } from '@carenet/shared';
import type { AppConfig } from '../../config';
import { AppError } from '../errors';
import { ModerationUnavailableError } from './errors';
import { HttpImageModerator } from './http';
import { LocalImageModerator } from './local';
import type { ModerationVerdict } from './verdict';

export { ModerationUnavailableError } from './errors';
export type { ModerationVerdict } from './verdict';

/** Checks an image for nudity and sexual content (DESIGN §1 Outside services: image moderation). */
export interface ImageModerator {
  readonly driver: ImageModerationDriverName;
  /** The verdict on one image; ModerationUnavailableError when the driver cannot give one. */
  check(image: Buffer, contentType: string): Promise<ModerationVerdict>;
  close(): Promise<void>;
}

/** IMAGE_MODERATION=off: nothing is checked, and the verdict says so (topLabel null). */
class NoImageModerator implements ImageModerator {
  readonly driver = 'off' as const;
  check(): Promise<ModerationVerdict> {
    return Promise.resolve({ acceptable: true, topLabel: null, probabilities: {} });
  }
  async close(): Promise<void> {}
}

export function createImageModerator(config: AppConfig, log: FastifyBaseLogger): ImageModerator {
  const { imageModeration } = config;
  if (imageModeration.driver === 'http') return new HttpImageModerator(imageModeration.url, log);
  if (imageModeration.driver === 'off') return new NoImageModerator();
  return new LocalImageModerator(log);
}

/**
 * The verdict, or a 503 when there is none (docs/files-and-uploads.md#image-moderation: an image
 * that must be checked and cannot be is refused, never let through).
 */
export async function moderate(
  moderator: ImageModerator,
  image: Buffer,
  contentType: string,
): Promise<ModerationVerdict> {
  try {
    return await moderator.check(image, contentType);
  } catch (err) {
    if (err instanceof ModerationUnavailableError) {
      throw new AppError('INTERNAL', MODERATION_MESSAGES.unavailable, undefined, 503);
    }
    throw err;
  }
}

/**
 * Refuses an image shown publicly (a profile picture, a facility logo) that the moderator finds
 * unacceptable: a 422 on the upload's field, before anything is stored.
 */
export async function assertAcceptableImage(
  moderator: ImageModerator,
  image: Buffer,
  contentType: string,
  field?: string,
): Promise<void> {
  const verdict = await moderate(moderator, image, contentType);
  if (!verdict.acceptable) {
    const errors = field ? [{ path: field, message: MODERATION_MESSAGES.rejected }] : undefined;
    throw new AppError('VALIDATION', MODERATION_MESSAGES.rejected, errors, 422);
  }
}
