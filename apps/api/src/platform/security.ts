import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@carenet/shared';
import type { AppConfig } from '../config';

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Private pictures and voice messages are fetched with the reader's token and played from blob: URLs.
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
