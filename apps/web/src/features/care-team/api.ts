import type { CareTeamDto } from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const careTeamKey = ['care-team'] as const;

/** The doctors who can see the signed-in patient's records now, and why. */
export function useCareTeamMembers() {
  return useQuery({
    queryKey: careTeamKey,
    queryFn: async ({ signal }) => (await api<CareTeamDto>('/careTeam', { signal })).data,
    select: (team) => team.members,
  });
}

/** Ends one doctor's access; the answer is the care team as it is afterwards. */
export function useEndAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: string) => api<CareTeamDto>(`/careTeam/${doctorId}/end`, { method: 'POST' }),
    onSuccess: ({ data }) => client.setQueryData(careTeamKey, data),
  });
}
