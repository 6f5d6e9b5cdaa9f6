import { idParamSchema, organizationsQuerySchema } from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentOrganization } from './presenter';
import { getOrganizationFor, listOrganizationsFor } from './service';

const tags = ['facilities'];

/** Reading facilities (SPEC §7 Facilities): the home carousel and the facility page. */
export const organizationRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/organization',
    {
      schema: {
        tags,
        summary: 'Verified facilities for everyone; every facility, by status, for administrators',
        querystring: organizationsQuerySchema,
      },
    },
    async (request) => {
      const { rows, total } = await listOrganizationsFor(ctx, request.principal, request.query);
      return ok(rows.map(presentOrganization), 'Success', { totalCountOfRecords: total });
    },
  );

  app.get(
    '/organization/:id',
    {
      schema: {
        tags,
        summary: 'One facility (unverified ones only for their members and administrators)',
        params: idParamSchema,
      },
    },
    async (request) =>
      ok(presentOrganization(await getOrganizationFor(ctx, request.principal, request.params.id))),
  );
};
