import { cityQuerySchema, stateQuerySchema } from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { listCities, listCountries, listStates, regionFor } from './service';

const tags = ['location'];

/** The dataset changes with a release, not during a day: browsers and proxies may keep a list for a day. */
const CACHEABLE = 'public, max-age=86400';

/**
 * docs/validation-and-limits.md#addresses: countries, states and cities for the address picker, and the
 * caller's region (docs/validation-and-limits.md#regions). Public, no sign-in.
 */
export const locationRoutes: ApiModule = () => async (app) => {
  app.get(
    '/country',
    { schema: { tags, summary: 'The countries CareNet serves: India (the default) and the United States' } },
    async (_request, reply) => reply.header('cache-control', CACHEABLE).send(ok(await listCountries())),
  );

  app.get(
    '/state',
    {
      schema: {
        tags,
        summary: "A country's states by name (countryId IN or US); each state's _id is its stateId",
        querystring: stateQuerySchema,
      },
    },
    async (request, reply) =>
      reply.header('cache-control', CACHEABLE).send(ok(await listStates(request.query.countryId))),
  );

  app.get(
    '/city',
    {
      schema: {
        tags,
        summary: "A state's cities by name, with coordinates (stateId such as IN-MH)",
        querystring: cityQuerySchema,
      },
    },
    async (request, reply) =>
      reply.header('cache-control', CACHEABLE).send(ok(await listCities(request.query.stateId))),
  );

  app.get(
    '/region',
    {
      schema: {
        tags,
        summary:
          "The caller's region (IN or US) from its network address; a local, unknown or other country's address gets the default, IN",
      },
    },
    async (request) => {
      const { region, message } = regionFor(request.ip);
      return ok(region, message);
    },
  );
};
