import { z } from 'zod';
import { activeDriversSchema, currentTimeSchema, type CurrentTimeDto } from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { activeDrivers } from './drivers';

const healthSchema = activeDriversSchema.extend({
  database: z.object({ ok: z.boolean(), driver: activeDriversSchema.shape.database.shape.driver }),
  uptimeSeconds: z.number(),
});

const healthEnvelope = z.object({
  status: z.string(),
  statusCode: z.number(),
  message: z.string(),
  data: healthSchema,
});

const currentTimeEnvelope = z.object({
  status: z.string(),
  statusCode: z.number(),
  message: z.string(),
  data: currentTimeSchema,
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
      const drivers = activeDrivers(ctx);
      const data = {
        ...drivers,
        database: { ok: databaseOk, driver: drivers.database.driver },
        uptimeSeconds: Math.round(process.uptime()),
      };
      // A load balancer reads the status code: an unreachable database takes this instance out.
      const statusCode = databaseOk ? 200 : 503;
      return reply
        .status(statusCode)
        .send(ok(data, databaseOk ? 'OK' : 'Database unreachable', { statusCode }));
    },
  );

  app.get(
    '/currentTime',
    {
      schema: {
        tags: ['platform'],
        summary: "The server's time and year (the web shows the server's year, not the device's)",
        response: { 200: currentTimeEnvelope },
      },
    },
    async () => {
      const now = new Date();
      const data: CurrentTimeDto = { currentTime: now.toISOString(), year: now.getUTCFullYear() };
      return ok(data);
    },
  );
};
