import { findDoctorsQuerySchema, idParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { doctorPractice, findDoctors } from './service';

/** docs/directory.md#find-doctors: the /finddoctors page's search, for signed-in users. */
export const doctorSearchRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/findDoctors',
    {
      schema: {
        tags: ['find doctors'],
        summary:
          "Verified doctors by name, specialty, city, language, facility and 'available this week', each with the next free slot, then the hospital directory's doctors (signed in; paged over both; near=lat,lng sorts CareNet's by distance)",
        querystring: findDoctorsQuerySchema,
      },
    },
    async (request) => {
      requireUser(request);
      const { page, total } = await findDoctors(ctx, request.query, Date.now());
      return ok(page, undefined, { totalCountOfRecords: total });
    },
  );

  app.get(
    '/doctors/:id/practice',
    {
      schema: {
        tags: ['find doctors'],
        summary:
          "A verified doctor's facilities and the services offered there, for the public profile (public; 404 for anyone else)",
        params: idParamSchema,
      },
    },
    async (request) => ok(await doctorPractice(ctx, request.params.id)),
  );
};
