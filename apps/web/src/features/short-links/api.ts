import type { ShortUrlDto, ShortUrlInput } from '@carenet/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /shorturl/{id}: where a short link leads. */
export function useShortUrl(id: string) {
  return useQuery({
    queryKey: ['shortUrls', id],
    queryFn: async () =>
      (await api<ShortUrlDto>(`/shorturl/${encodeURIComponent(id)}`, { anonymous: true })).data,
    retry: false,
  });
}

/** POST /shorturl: the short id of one of CareNet's pages (the same page always gets the same id). */
export function useCreateShortUrl() {
  return useMutation({
    mutationFn: async (body: ShortUrlInput) =>
      (await api<ShortUrlDto>('/shorturl', { method: 'POST', body })).data,
  });
}
