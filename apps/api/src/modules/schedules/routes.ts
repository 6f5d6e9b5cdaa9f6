import { SCHEDULE_MESSAGES, idParamSchema, scheduleQuerySchema, scheduleSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentSchedule } from './presenter';
import { deleteSchedule, getSchedule, saveSchedule } from './service';

const tags = ['schedules'];

/** docs/api-contract.md schedule: a doctor's weekly availability, which appointments are booked from. */
export const scheduleRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/schedule',
    {
      schema: {
        tags,
        summary:
          "Publish or replace the signed-in doctor's schedule: weekly hours (weekday 0 = Sunday, HH:MM on a 24-hour clock) in an IANA time zone, slot length in minutes, days off as YYYY-MM-DD",
        body: scheduleSchema,
      },
    },
    async (request) => {
      const row = await saveSchedule(ctx, requireUser(request), request.body, request.ip);
      return ok(presentSchedule(row), SCHEDULE_MESSAGES.saved);
    },
  );

  app.get(
    '/schedule',
    {
      schema: {
        tags,
        summary: "A doctor's schedule (the caller's own without doctorId); null when none is published",
        querystring: scheduleQuerySchema,
      },
    },
    async (request) => {
      const row = await getSchedule(ctx, requireUser(request), request.query.doctorId);
      return ok(row && presentSchedule(row));
    },
  );

  app.delete(
    '/schedule/:id',
    {
      schema: {
        tags,
        summary: 'Delete a schedule (its doctor); booked appointments stay',
        params: idParamSchema,
      },
    },
    async (request) => {
      await deleteSchedule(ctx, requireUser(request), request.params.id, request.ip);
      return ok(null, SCHEDULE_MESSAGES.deleted);
    },
  );
};
