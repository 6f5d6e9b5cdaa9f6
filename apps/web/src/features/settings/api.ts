import { useQuery } from '@tanstack/react-query';
import type { ActiveDrivers } from '@carenet/shared';
import { api } from '../../lib/api';

/** GET /settings: the driver behind each outside service (administrators). */
export function useActiveDrivers() {
  return useQuery({
    queryKey: ['settings', 'drivers'],
    queryFn: async ({ signal }) => (await api<ActiveDrivers>('/settings', { signal })).data,
  });
}
