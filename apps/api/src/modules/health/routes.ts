import { z } from 'zod';
import {
  ASSISTANT_DRIVERS,
  ASSISTANT_MODELS,
  DIRECTORY_DRIVERS,
  IMAGE_MODERATION_DRIVERS,
  MEET_DRIVERS,
  PAYMENT_DRIVERS,
} from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { assistantDriverNames } from '../assistant';
import { directoryDriverName } from '../directory';

const healthSchema = z.object({
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  mail: z.object({ driver: z.enum(['smtp', 'outbox']) }),
  sms: z.object({ driver: z.enum(['outbox']) }),
  payments: z.object({ driver: z.enum(PAYMENT_DRIVERS) }),
  storage: z.object({ driver: z.enum(['local', 's3']) }),
  meet: z.object({ driver: z.enum(MEET_DRIVERS) }),
  directory: z.object({ driver: z.enum(DIRECTORY_DRIVERS) }),
  imageModeration: z.object({ driver: z.enum(IMAGE_MODERATION_DRIVERS) }),
  assistant: z.array(z.object({ model: z.enum(ASSISTANT_MODELS), driver: z.enum(ASSISTANT_DRIVERS) })),
  uptimeSeconds: z.number(),
});

const healthEnvelope = z.object({
  status: z.string(),
  statusCode: z.number(),
  message: z.string(),
  data: healthSchema,
});

export const healthRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Database reachability and the active drivers',
        response: { 200: healthEnvelope, 503: healthEnvelope },
      },
    },
    async (_request, reply) => {
      const databaseOk = await ctx.database.ping();
      const data = {
        database: { ok: databaseOk, driver: ctx.database.kind },
        mail: { driver: ctx.mailer.driver },
        sms: { driver: ctx.sms.driver },
        payments: { driver: ctx.payments.driver },
        storage: { driver: ctx.storage.driver },
        meet: { driver: ctx.meet.driver },
        directory: { driver: directoryDriverName(ctx.config) },
        imageModeration: { driver: ctx.moderation.driver },
        assistant: assistantDriverNames(ctx.config.assistant),
        uptimeSeconds: Math.round(process.uptime()),
      };
      // A load balancer reads the status code: an unreachable database takes this instance out.
      const statusCode = databaseOk ? 200 : 503;
      return reply
        .status(statusCode)
        .send(ok(data, databaseOk ? 'OK' : 'Database unreachable', { statusCode }));
    },
  );
};
