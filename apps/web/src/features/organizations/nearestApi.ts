import type { NearbyFacilityDto } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { organizationKeys } from './keys';

// Apart from api.ts: the emergency page loads nothing of the facility screens' mutations and uploads.

/** How many facilities the nearest-hospitals page lists. */
export const NEAREST_LIST_SIZE = 10;

/**
 * GET /organization/nearest?near=lat,lng: the verified facilities nearest to the person, nearest first.
 * Sent without the session: where someone is need not be tied to who they are.
 */
export function useNearestFacilities(near: string | null) {
  return useQuery({
    queryKey: organizationKeys.nearest(near ?? '', NEAREST_LIST_SIZE),
    queryFn: async ({ signal }) =>
      (
        await api<NearbyFacilityDto[]>('/organization/nearest', {
          query: { near, limit: NEAREST_LIST_SIZE },
          anonymous: true,
          signal,
        })
      ).data,
    enabled: near !== null,
  });
}
