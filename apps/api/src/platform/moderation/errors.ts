/** The moderation driver could not give a verdict (model failed to load, service down, bad answer). */
export class ModerationUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`image moderation unavailable: ${reason}`, options);
    this.name = 'ModerationUnavailableError';
  }
}
