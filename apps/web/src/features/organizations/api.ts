import type { OrganizationDto } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** SPEC §9: the facility carousel shows 10. */
const CAROUSEL_SIZE = 10;

export const organizationKeys = {
  carousel: ['organizations', 'carousel'] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
};

/** The verified facilities of the 'Our Hospitals' carousel (SPEC §7: limit 10, offset, status 1). */
export function useCarouselHospitals() {
  return useQuery({
    queryKey: organizationKeys.carousel,
    queryFn: async ({ signal }) =>
      (
        await api<OrganizationDto[]>('/organization', {
          query: { limit: CAROUSEL_SIZE, offset: 0, status: 1 },
          anonymous: true,
          signal,
        })
      ).data,
  });
}

export function useOrganization(id: string) {
  return useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api<OrganizationDto>(`/organization/${encodeURIComponent(id)}`, { signal })).data,
    // A facility the viewer may not see answers 404; asking again will not change that.
    retry: false,
  });
}
