import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@carenet/shared';
import { AppError } from './errors';

/** A UTF-16 surrogate without its other half: no well-formed text holds one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL, written into the URL as it is or percent-encoded. */
const NUL_IN_URL = /%00|\0/i;

/** NUL and lone surrogates: no text a person writes holds them, and PostgreSQL refuses both. */
function hasDisallowedCharacters(text: string): boolean {
  return text.includes('\0') || LONE_SURROGATE.test(text);
}

/** Looks at every string of a parsed body, keys included, without recursion (bodies can nest deep). */
export function bodyHasDisallowedCharacters(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasDisallowedCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasDisallowedCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const refused = () => AppError.badRequest(MESSAGES.disallowedCharacters);

/**
 * Refuses, for every route, input no route can store: NUL anywhere in the URL (path or query) before
 * anything reads it, and NUL or lone surrogates in a parsed body before the route's schema does.
 * A raw body (Buffer) is its route's to read.
 */
export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (bodyHasDisallowedCharacters(request.body)) throw refused();
  });
}
