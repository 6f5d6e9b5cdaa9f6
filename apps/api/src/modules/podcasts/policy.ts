import { PODCAST_STATUS, canManagePodcasts, type PodcastAbilities } from '@carenet/shared';
import type { FastifyRequest } from 'fastify';
import { requireUser, type Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { PodcastEpisodeRow } from '../../platform/db/schema';

/** docs/podcasts.md#who-may-write: administrators, super administrators and talradio administrators. */
export function managesPodcasts(principal: Principal | null): boolean {
  return principal !== null && canManagePodcasts(principal.flags);
}

/** The signed-in podcast manager; 401 for a visitor, 403 for anyone else. */
export function requirePodcastManager(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (!managesPodcasts(principal)) throw AppError.forbidden();
  return principal;
}

/** A draft is seen by podcast managers only; everyone else is told it does not exist. */
export function canSee(principal: Principal | null, episode: Pick<PodcastEpisodeRow, 'status'>): boolean {
  return episode.status === PODCAST_STATUS.published || managesPodcasts(principal);
}

export function abilitiesOf(principal: Principal | null): PodcastAbilities {
  const manager = managesPodcasts(principal);
  return { edit: manager, delete: manager, publish: manager };
}
