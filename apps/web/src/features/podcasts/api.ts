import {
  PODCAST_MESSAGES,
  type PodcastCategoryDto,
  type PodcastEpisodeDto,
  type PodcastEpisodeFields,
  type UpdatePodcastEpisodeInput,
} from '@carenet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';

/** What a list of episodes is narrowed to (GET /talradio/media). */
export interface EpisodeFilters {
  keyword?: string;
  language?: string;
  categoryId?: string;
  requestId?: string;
  /** Drafts too: only podcast managers get them. */
  includeDrafts?: boolean;
}

export const podcastKeys = {
  all: ['podcasts'] as const,
  categories: () => [...podcastKeys.all, 'categories'] as const,
  episodes: (filters: EpisodeFilters) => [...podcastKeys.all, 'episodes', filters] as const,
};

/** GET /talradio/categories: few and rarely changed. */
export function usePodcastCategories() {
  return useQuery({
    queryKey: podcastKeys.categories(),
    queryFn: async () => (await api<PodcastCategoryDto[]>('/talradio/categories')).data,
    staleTime: 10 * 60_000,
  });
}

/** GET /talradio/media with the filters; the last answer stays on screen while a new search runs. */
export function useEpisodes(filters: EpisodeFilters) {
  return useQuery({
    queryKey: podcastKeys.episodes(filters),
    queryFn: async ({ signal }) =>
      (
        await api<PodcastEpisodeDto[]>('/talradio/media', {
          query: {
            keyword: filters.keyword,
            language: filters.language,
            categoryId: filters.categoryId,
            requestId: filters.requestId,
            includeDrafts: filters.includeDrafts ? 'true' : undefined,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export interface UploadEpisodeVariables {
  fields: PodcastEpisodeFields;
  file: File;
  onProgress: (percent: number) => void;
}

/** POST /talmediaPodcast: the fields first, then the audio, with the upload's progress. */
export function useUploadEpisode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file, onProgress }: UploadEpisodeVariables) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string' && value !== '') form.append(name, value);
      }
      form.append('audio', file, file.name);
      return uploadForm<PodcastEpisodeDto>(
        '/talmediaPodcast',
        form,
        onProgress,
        PODCAST_MESSAGES.uploadFailed,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: podcastKeys.all }),
  });
}

/** PUT /talradio/media/{id}: fields, category, request, or publish/unpublish (status). */
export function useUpdateEpisode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdatePodcastEpisodeInput & { id: string }) =>
      api<PodcastEpisodeDto>(`/talradio/media/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: podcastKeys.all }),
  });
}

/** DELETE /talradio/media/{id}: the episode and its audio. */
export function useDeleteEpisode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/talradio/media/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: podcastKeys.all }),
  });
}
