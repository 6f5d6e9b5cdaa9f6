import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  NOTIFICATION_STATUS,
  type NotificationDto,
  type NotificationPreferences,
  type NotificationType,
} from '@carenet/shared';
import { api } from '../../lib/api';

export const PAGE_SIZE = 15;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  unread: ['notifications', 'unread'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export interface NotificationFilter {
  unreadOnly: boolean;
  types: NotificationType[];
}

/** The caller's notifications, newest first, a page at a time. */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api<NotificationDto[]>('/notifications', {
        query: {
          limit: PAGE_SIZE,
          offset: pageParam,
          status: filter.unreadOnly ? 0 : undefined,
          type: filter.types.join(','),
        },
        signal,
      });
      return {
        items: result.data,
        total: result.totalCountOfRecords ?? result.data.length,
        offset: pageParam,
      };
    },
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await api<{ count: number }>('/notifications/unreadCount', { signal })).data.count,
    enabled,
    staleTime: 60_000,
  });
}

/** Something changed: lists and the badge read again. */
export const refreshNotifications = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: notificationKeys.all });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<NotificationDto>(`/notifications/${id}`, {
        method: 'PUT',
        body: { status: NOTIFICATION_STATUS.read },
      }),
    onSuccess: () => refreshNotifications(client),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marked: number }>('/notifications/readAll', { method: 'PUT' }),
    onSuccess: () => refreshNotifications(client),
  });
}

export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/notifications/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshNotifications(client),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: async ({ signal }) =>
      (await api<NotificationPreferences>('/notifications/preferences', { signal })).data,
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api<NotificationPreferences>('/notifications/preferences', { method: 'PUT', body: preferences }),
    onSuccess: ({ data }) => client.setQueryData(notificationKeys.preferences, data),
  });
}
