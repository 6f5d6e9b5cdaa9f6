import { CARE_TEAM_MESSAGES, careTeamQuerySchema, doctorIdParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { endDoctorAccess, getCareTeam } from './service';

const tags = ['care team'];

export const careTeamRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/careTeam',
    {
      schema: {
        tags,
        summary: "Who can see the patient's records now and why (the patient; administrators by userId)",
        querystring: careTeamQuerySchema,
      },
    },
    async (request) => ok(await getCareTeam(ctx, requireUser(request), request.query.userId, request.ip)),
  );

  app.post(
    '/careTeam/:doctorId/end',
    {
      schema: {
        tags,
        summary: "End a doctor's access to the patient's records (the patient; administrators by userId)",
        params: doctorIdParamSchema,
        querystring: careTeamQuerySchema,
      },
    },
    async (request) =>
      ok(
        await endDoctorAccess(
          ctx,
          requireUser(request),
          request.params.doctorId,
          request.query.userId,
          request.ip,
        ),
        CARE_TEAM_MESSAGES.accessEnded,
      ),
  );
};
