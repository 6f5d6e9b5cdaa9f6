import { PROFILE_VERIFICATION, type PublicProfileDto, type RequestDto } from '@carenet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { requestCache } from '../../lib/requests';

/** How many doctors one search shows: enough to choose from, few enough to read on a phone. */
export const DOCTOR_SEARCH_LIMIT = 10;

/** Verified doctors by name and specialty: only they can be assigned to a patient. */
export function useVerifiedDoctorSearch(keyword: string, specialty: string | null) {
  return useQuery({
    queryKey: ['assignable-doctors', keyword, specialty ?? ''],
    queryFn: async ({ signal }) => {
      const result = await api<PublicProfileDto[]>('/users', {
        signal,
        query: {
          roles: 'doctor',
          profileVerificationStatus: PROFILE_VERIFICATION.verified,
          limit: DOCTOR_SEARCH_LIMIT,
          offset: 0,
          keyword: keyword || undefined,
          specialty: specialty ?? undefined,
        },
      });
      return { doctors: result.data, total: result.totalCountOfRecords ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** PUT /assignDoctors/{id}: the request's whole set of assigned doctors; every cached copy follows. */
export function useAssignDoctors(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doctorIds: string[]) =>
      api<RequestDto>(`/assignDoctors/${encodeURIComponent(requestId)}`, {
        method: 'PUT',
        body: { assignedDoctors: doctorIds },
      }),
    onSuccess: ({ data }) => requestCache.replace(client, data),
  });
}
