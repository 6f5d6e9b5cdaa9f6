import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ModerationUnavailableError } from './errors';
import { isModerationLabel, type ModerationVerdict } from './verdict';
import type { ImageModerator } from '.';

/** A moderation service answers within this, or the upload is refused as unchecked. */
const TIMEOUT_MS = 15_000;

/**
 * The answer of IMAGE_MODERATION_URL (docs/files-and-uploads.md#image-moderation):
 * `{ "acceptable": boolean, "topLabel"?: string | null, "probabilities"?: { "<label>": number } }`.
 */
const answerSchema = z.object({
  acceptable: z.boolean(),
  topLabel: z.string().nullable().optional(),
  probabilities: z.record(z.string(), z.number().min(0).max(1)).optional(),
});

/**
 * An outside moderation service: the image is POSTed as its bytes (Content-Type the image's type) to
 * IMAGE_MODERATION_URL, which answers the JSON verdict above with a 2xx status. Anything else (no
 * answer, another status, another body, too slow) is ModerationUnavailableError.
 */
export class HttpImageModerator implements ImageModerator {
  readonly driver = 'http' as const;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async check(image: Buffer, contentType: string): Promise<ModerationVerdict> {
    try {
      return await this.ask(image, contentType);
    } catch (err) {
      this.log.warn({ err }, 'image moderation: the moderation service failed');
      throw err;
    }
  }

  private async ask(image: Buffer, contentType: string): Promise<ModerationVerdict> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': contentType, accept: 'application/json' },
        body: new Uint8Array(image),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ModerationUnavailableError('the moderation service could not be reached', { cause: err });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ModerationUnavailableError(`the moderation service answered ${response.status}`);
    }
    const answer = answerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new ModerationUnavailableError('the moderation service sent no verdict');
    const probabilities: ModerationVerdict['probabilities'] = {};
    for (const [label, probability] of Object.entries(answer.data.probabilities ?? {})) {
      if (isModerationLabel(label)) probabilities[label] = probability;
    }
    const topLabel = answer.data.topLabel ?? null;
    return {
      acceptable: answer.data.acceptable,
      topLabel: topLabel !== null && isModerationLabel(topLabel) ? topLabel : null,
      probabilities,
    };
  }

  async close(): Promise<void> {}
}
