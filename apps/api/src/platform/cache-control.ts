import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@carenet/shared';

/** Answers that may hold a token or someone's data: the API's and the uploaded files'. */
const PRIVATE_PREFIXES = [API_BASE_PATH, '/files/'];

/**
 * No cache keeps an API or file answer unless its route says otherwise (public data may set its own
 * Cache-Control): a sign-in answer carries a token, and most others carry someone's records.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !reply.hasHeader('cache-control') &&
      PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
