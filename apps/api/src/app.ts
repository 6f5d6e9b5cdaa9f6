import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@carenet/shared';
import type { AppConfig } from './config';
import { modules, activityCategories, modulePruning, moduleSubscriptions } from './modules';
import { registerRequestAuth } from './platform/auth/request-auth';
import { createContext, type AppContext } from './platform/context';
import type { DatabaseHandle } from './platform/db/client';
import { registerCacheControl } from './platform/cache-control';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors';
import { loggerOptions } from './platform/logging';
import { registerOpenApi } from './platform/openapi';
import { registerRealtime } from './platform/realtime/routes';
import { registerRequestGuard } from './platform/request-guard';
import { zodCompilers } from './platform/schema-compilers';
import { registerPruning } from './platform/pruning';
import { registerSecurity } from './platform/security';
import { registerFileRoutes } from './platform/storage/routes';
import { registerUploads } from './platform/uploads';
import { findWebDist, inlineScriptHashes, registerWebApp } from './platform/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them from memory. */
  logStream?: DestinationStream;
  /** Serve the built web app (the server does; API tests do not need it). */
  serveWeb?: boolean;
}

/** Builds the whole HTTP app on an open, migrated database. The caller listens or injects. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  const ctx = createContext(config, options.database, app.log);
  app.decorate('ctx', ctx);
  ctx.activityLog.subscribe(ctx.events, activityCategories);
  for (const subscribe of moduleSubscriptions) subscribe(ctx);
  registerPruning(ctx.db, ctx.jobs, modulePruning);

  registerErrorHandling(app);
  registerRequestGuard(app);
  registerCacheControl(app);
  const webDist = options.serveWeb ? findWebDist(config.webDistDir) : null;
  await registerSecurity(app, config, inlineScriptHashes(webDist));
  await registerOpenApi(app);
  registerRequestAuth(app, ctx.tokens);
  await registerUploads(app, config.bodyLimitBytes);
  await ctx.realtime.bus.start();
  await ctx.push.start();
  await registerRealtime(app, ctx.realtime, ctx.tokens);

  await app.register(
    async (api) => {
      for (const module of modules) await api.register(module(ctx));
    },
    { prefix: API_BASE_PATH },
  );
  registerFileRoutes(app, ctx.files);
  await registerWebApp(app, webDist);

  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.events.settled();
    await ctx.realtime.bus.close();
    ctx.mailer.close();
    ctx.storage.close?.();
    await ctx.moderation.close();
  });
  return app;
}
