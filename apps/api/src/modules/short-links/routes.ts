import { SHORT_LINK_MESSAGES as M, shortIdParamSchema, shortUrlSchema } from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentShortUrl } from './presenter';
import { resolveShortUrl, shortenUrl } from './service';

const tags = ['short links'];

/** Short links to CareNet's own pages (docs/referrals-and-short-links.md#short-links). */
export const shortLinkRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/shorturl',
    {
      schema: {
        tags,
        summary: "The short id of one of CareNet's own pages; the same page always gets the same id",
        body: shortUrlSchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const row = await shortenUrl(ctx, request.principal, request.body, request.ip);
      return ok(presentShortUrl(row), M.created);
    },
  );

  app.get(
    '/shorturl/:id',
    {
      schema: {
        tags,
        summary: 'Where a short link leads, for the /{id} page (public)',
        params: shortIdParamSchema,
      },
    },
    async (request) => ok(presentShortUrl(await resolveShortUrl(ctx, request.params.id))),
  );
};
