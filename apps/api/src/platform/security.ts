import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { MESSAGES } from '@carenet/shared';
import type { AppConfig } from '../config';

/** Helmet's settings; `inlineScripts` are the CSP sources (hashes) of the inline scripts allowed to run. */
const helmetOptions = (inlineScripts: readonly string[]) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Private pictures and voice messages are fetched with the reader's token and played from blob: URLs.
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", ...inlineScripts],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** Headers any Fastify response has, helmet's or not. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's security headers, worked out once from a response of a bare app that registers it.
 * @fastify/helmet builds helmet's middleware anew on every request (a few percent of a list request's
 * CPU) although, with no per-request nonce, the headers are the same every time.
 */
async function helmetHeaders(inlineScripts: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(inlineScripts));
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers).flatMap(([name, value]) =>
      OWN_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

/** The chatbot widget's pages (/tal-chat-bot and /tal-chat-bot/{openIframe}), made to sit in an iframe. */
export function isChatbotWidget(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/tal-chat-bot' || pathname.startsWith('/tal-chat-bot/');
}

/**
 * docs/medical-assistant.md#widget: the widget's pages may be framed by the sites of CHATBOT_FRAME_ANCESTORS
 * (any, by default); every other page keeps helmet's same-origin-only framing (X-Frame-Options and
 * frame-ancestors 'self'), so no other screen can be clickjacked.
 */
function widgetHeaders(
  headers: Record<string, string>,
  frameAncestors: readonly string[],
): Record<string, string> {
  const framed = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-frame-options'));
  const csp = framed['content-security-policy'] ?? '';
  framed['content-security-policy'] = csp.replace(
    /frame-ancestors [^;]*/,
    `frame-ancestors ${frameAncestors.join(' ')}`,
  );
  return framed;
}

/**
 * Security headers, CORS and rate limiting. `inlineScripts`: CSP sources (see inlineScriptHashes) of the
 * served page's inline scripts, allowed in script-src after 'self'.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  inlineScripts: readonly string[],
): Promise<void> {
  const headers = await helmetHeaders(inlineScripts);
  const widget = widgetHeaders(headers, config.assistant.widgetFrameAncestors);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isChatbotWidget(request.url) ? widget : headers);
    done();
  });
  // Same-origin by default (the API serves the web app); CORS_ORIGINS opens it to named front ends.
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
  });
  // Routes opt in with `config.rateLimit`; the auth routes do (see modules/auth/routes.ts).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      status: 'error',
      statusCode: 429,
      message: MESSAGES.tooManyAttempts,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
