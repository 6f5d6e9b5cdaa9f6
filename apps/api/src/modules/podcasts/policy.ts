import { PODCAST_STATUS, type PodcastAbilities } from '@carenet/shared';
import type { FastifyRequest } from 'fastify';
import { requireAbility, viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { PodcastEpisodeRow } from '../../platform/db/schema';

/** docs/podcasts.md#who-may-write: administrators, super administrators and talradio administrators. */
export function managesPodcasts(principal: Principal | null): boolean {
  return viewerMay(principal, 'managePodcasts');
}

/** The signed-in podcast manager; 401 for a visitor, 403 for anyone else. */
export function requirePodcastManager(request: FastifyRequest): Principal {
  return requireAbility(request, 'managePodcasts');
}

/** A draft is seen by podcast managers only; everyone else is told it does not exist. */
export function canSee(principal: Principal | null, episode: Pick<PodcastEpisodeRow, 'status'>): boolean {
  return episode.status === PODCAST_STATUS.published || managesPodcasts(principal);
}

export function abilitiesOf(principal: Principal | null): PodcastAbilities {
  const manager = managesPodcasts(principal);
  return { edit: manager, delete: manager, publish: manager };
}
