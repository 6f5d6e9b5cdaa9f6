import {
  REQUEST_MESSAGES,
  favouriteToggleSchema,
  favouritesQuerySchema,
  type FavouriteToggleDto,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentRequestsFor } from '../requests';
import { listFavourites, toggleFavourite } from './service';

const tags = ['favourites'];

export const favouriteRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/myfavourites',
    {
      schema: {
        tags,
        summary: 'Add a request to my favourites, or remove it (toggles)',
        body: favouriteToggleSchema,
      },
    },
    async (request) => {
      const data: FavouriteToggleDto = await toggleFavourite(
        ctx,
        requireUser(request),
        request.body.requestId,
        request.ip,
      );
      return ok(
        data,
        data.isFavourite ? REQUEST_MESSAGES.addedToFavourites : REQUEST_MESSAGES.removedFromFavourites,
      );
    },
  );

  app.get(
    '/myfavourites',
    { schema: { tags, summary: 'My favourite requests', querystring: favouritesQuerySchema } },
    async (request) => {
      const principal = requireUser(request);
      const list = await listFavourites(ctx, principal, request.query);
      return {
        ...ok(await presentRequestsFor(ctx, principal, list.views)),
        totalCountOfRecords: list.total,
        countSummary: list.countSummary,
      };
    },
  );
};
