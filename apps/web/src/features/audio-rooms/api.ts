import type { AudioRoomDto, CreateAudioRoomInput } from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const audioRoomKeys = {
  all: ['audioRooms'] as const,
  mine: () => [...audioRoomKeys.all, 'mine'] as const,
  one: (id: string) => [...audioRoomKeys.all, 'one', id] as const,
};

/** GET /audioRooms: the rooms the signed-in user hosts. */
export function useMyAudioRooms() {
  return useQuery({
    queryKey: audioRoomKeys.mine(),
    queryFn: async () => (await api<AudioRoomDto[]>('/audioRooms')).data,
  });
}

/** GET /audioRooms/{id}: a room by the id in its link. */
export function useAudioRoom(id: string) {
  return useQuery({
    queryKey: audioRoomKeys.one(id),
    queryFn: async () => (await api<AudioRoomDto>(`/audioRooms/${encodeURIComponent(id)}`)).data,
  });
}

/** POST /audioRooms. */
export function useCreateAudioRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAudioRoomInput) => api<AudioRoomDto>('/audioRooms', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: audioRoomKeys.mine() }),
  });
}
