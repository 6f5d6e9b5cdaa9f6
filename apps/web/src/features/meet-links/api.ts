import type { CreateMeetLinkInput, MeetLinkDto, UpdateMeetLinkInput } from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const meetLinkKeys = {
  ofRequest: (requestId: string) => ['meet-links', requestId] as const,
};

/** A request's meetings; only its patient and doctors may ask (others get a 404). */
export function useMeetLinks(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: meetLinkKeys.ofRequest(requestId),
    queryFn: async ({ signal }) =>
      (await api<MeetLinkDto[]>('/appointment/googlemeet', { query: { requestId }, signal })).data,
    enabled,
  });
}

/** Creates a meeting (no id) or changes one; the request's list is fetched again afterwards. */
export function useSaveMeetLink(requestId: string, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMeetLinkInput | UpdateMeetLinkInput) =>
      id
        ? api<MeetLinkDto>(`/appointment/googlemeet/${id}`, { method: 'PUT', body: input })
        : api<MeetLinkDto>('/appointment/googlemeet', { method: 'POST', body: { ...input, requestId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: meetLinkKeys.ofRequest(requestId) }),
  });
}

export function useDeleteMeetLink(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/appointment/googlemeet/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: meetLinkKeys.ofRequest(requestId) }),
  });
}
