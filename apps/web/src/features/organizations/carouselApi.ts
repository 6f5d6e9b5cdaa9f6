import { FACILITY_STATUS, type OrganizationDto } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { organizationKeys } from './keys';

// Apart from api.ts: the signed-out home page shows the carousel and loads nothing of the facility
// screens' mutations and uploads with it.

/** docs/validation-and-limits.md#requests: the facility carousel shows 10. */
const CAROUSEL_SIZE = 10;

/** The verified facilities of the 'Our Hospitals' carousel (docs/request-states.md#status-defaults: limit 10, offset, status 1). */
export function useCarouselHospitals() {
  return useQuery({
    queryKey: organizationKeys.carousel,
    queryFn: async ({ signal }) =>
      (
        await api<OrganizationDto[]>('/organization', {
          query: { limit: CAROUSEL_SIZE, offset: 0, status: FACILITY_STATUS.verified },
          anonymous: true,
          signal,
        })
      ).data,
  });
}
