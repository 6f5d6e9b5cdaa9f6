import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { favouritesQuerySchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { favourites } from '../../platform/db/schema';
import { REQUEST_EVENTS, getVisibleRequest, listRequests, type RequestList } from '../requests';

export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;

/** POST /myfavourites: adds a request the caller can see to their favourites, or removes it. */
export async function toggleFavourite(
  ctx: AppContext,
  principal: Principal,
  requestIdOrName: string,
  ip?: string,
): Promise<{ requestId: string; isFavourite: boolean }> {
  const { request } = await getVisibleRequest(ctx, principal, requestIdOrName);
  const isFavourite = await ctx.events.transaction(async (tx, emit) => {
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, principal.userId), eq(favourites.requestId, request.id)))
      .returning({ requestId: favourites.requestId });
    if (!removed.length) {
      // A double click racing itself adds once.
      await tx
        .insert(favourites)
        .values({ userId: principal.userId, requestId: request.id })
        .onConflictDoNothing();
    }
    const added = !removed.length;
    await emit(
      added ? REQUEST_EVENTS.favourited : REQUEST_EVENTS.unfavourited,
      {},
      { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip },
    );
    return added;
  });
  return { requestId: request.id, isFavourite };
}

/** GET /myfavourites: the same list as GET /donationRequest?fav_search=true. */
export function listFavourites(
  ctx: AppContext,
  principal: Principal,
  query: FavouritesQuery,
): Promise<RequestList> {
  return listRequests(ctx, principal, { ...query, fav_search: true });
}
