import { PROFILE_VERIFICATION, type PublicProfileDto } from '@carenet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** docs/validation-and-limits.md#requests: the doctor and facility carousels show 10. */
const CAROUSEL_SIZE = 10;

/** The verified doctors of the 'Our Doctors' carousel (docs/request-states.md#status-defaults: role doctor, limit 10, status 1). */
export function useCarouselDoctors() {
  return useQuery({
    queryKey: ['users', 'carousel', 'doctor'],
    queryFn: ({ signal }) =>
      api<PublicProfileDto[]>('/users', {
        query: { roles: 'doctor', limit: CAROUSEL_SIZE, offset: 0, status: PROFILE_VERIFICATION.verified },
        signal,
      }).then((result) => result.data),
  });
}
