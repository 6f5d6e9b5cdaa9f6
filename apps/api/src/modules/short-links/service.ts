import type { z } from 'zod';
import { SHORT_LINK_MESSAGES as M, type shortUrlSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { ShortUrlRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { SHORT_LINK_EVENTS } from './events';
import { ownPagePath } from './own-page';
import { findShortUrl, findShortUrlByPath, insertShortUrl, newShortId } from './repository';

export type ShortUrlBody = z.output<typeof shortUrlSchema>;

/** A fresh id colliding with a taken one is a one-in-billions event; a few tries settle it. */
const ID_ATTEMPTS = 5;

/**
 * POST /shorturl: the short id of one of CareNet's own pages. The same page always gets the same id,
 * whoever asks, so sharing a page twice hands out one link.
 */
export async function shortenUrl(
  ctx: AppContext,
  principal: Principal | null,
  body: ShortUrlBody,
  ip?: string,
): Promise<ShortUrlRow> {
  const url = ownPagePath(body.url, ctx.config.publicUrl);
  if (!url) throw AppError.badRequest(M.notOwnPage, [{ path: 'url', message: M.notOwnPage }]);
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const existing = await findShortUrlByPath(ctx.db, url);
    if (existing) return existing;
    const created = await ctx.events.transaction(async (tx, emit) => {
      const row = await insertShortUrl(tx, {
        id: newShortId(),
        url,
        representsWhat: body.representsWhat,
        referenceId: body.referenceId,
        createdBy: principal?.userId ?? null,
      });
      if (row) {
        await emit(
          SHORT_LINK_EVENTS.created,
          { representsWhat: row.representsWhat, referenceId: row.referenceId },
          { actorId: principal?.userId ?? null, subjectType: 'shortLink', subjectId: row.id, ip },
        );
      }
      return row;
    });
    if (created) return created;
  }
  throw new Error('no free short id after several attempts');
}

/** GET /shorturl/{id}: where a short link leads (public: the pages it leads to say who may see them). */
export async function resolveShortUrl(ctx: AppContext, id: string): Promise<ShortUrlRow> {
  const row = await findShortUrl(ctx.db, id);
  if (!row) throw AppError.notFound(M.notFound);
  return row;
}
