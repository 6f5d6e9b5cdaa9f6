import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, UserDto, ViewedProfileDto } from '@carenet/shared';
import { api } from './api';
import { refreshSession } from './refreshSession';
import { sessionStore } from './session';

/** The user calls of docs/api-contract.md "Users" that the profile screens make. */
export const profileApi = {
  /** The whole user; only its owner or an administrator gets it (others get 404). */
  getUser: (id: string) => api<UserDto>(`/user/${encodeURIComponent(id)}`),
  updateUser: (id: string, body: ProfileUpdateInput) =>
    api<UserDto>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  /** Public fields only, for anyone (never e-mail, phone or address), with what the viewer may do (book). */
  getPublicProfile: (id: string) => api<ViewedProfileDto>(`/user/profile/${encodeURIComponent(id)}`),
};

export const profileKeys = {
  user: (id: string) => ['user', id] as const,
  publicProfile: (id: string) => ['user', id, 'public'] as const,
};

export function useUser(id: string) {
  return useQuery({
    queryKey: profileKeys.user(id),
    queryFn: async () => (await profileApi.getUser(id)).data,
    // A profile the viewer may not see answers 404; asking again will not change that.
    retry: false,
  });
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.publicProfile(id),
    queryFn: async () => (await profileApi.getPublicProfile(id)).data,
    retry: false,
  });
}

/** Saves a profile and keeps the cached copies and the stored signed-in user in step with it. */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => profileApi.updateUser(id, body),
    onSuccess: ({ data: user }) => {
      queryClient.setQueryData(profileKeys.user(id), user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.publicProfile(id) });
      const stored = sessionStore.get();
      if (stored?._id !== user._id) return;
      sessionStore.update(user);
      // An administrator changed their own roles: what they may do is read again.
      if (stored.roles.join() !== user.roles.join()) refreshSession(user._id);
    },
  });
}
