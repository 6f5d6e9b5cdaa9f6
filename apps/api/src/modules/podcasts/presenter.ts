import type { PodcastCategoryDto, PodcastEpisodeDto, PodcastLanguage, PodcastStatus } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { PodcastCategoryRow } from '../../platform/db/schema';
import { abilitiesOf } from './policy';
import type { EpisodeView } from './repository';

export function presentCategory(row: Pick<PodcastCategoryRow, 'id' | 'name'>): PodcastCategoryDto {
  return { _id: row.id, name: row.name };
}

export function presentEpisode(view: EpisodeView, viewer: Principal | null): PodcastEpisodeDto {
  const { episode, category, request } = view;
  return {
    _id: episode.id,
    title: episode.title,
    description: episode.description,
    language: episode.language as PodcastLanguage,
    category: presentCategory(category),
    audioUrl: `/files/${episode.audioFileKey}`,
    mimeType: episode.mimeType,
    durationSeconds: episode.durationSeconds,
    sizeBytes: episode.sizeBytes,
    status: episode.status as PodcastStatus,
    publishedAt: episode.publishedAt?.toISOString() ?? null,
    request: request && { _id: request.id, title: request.title },
    createdAt: episode.createdAt.toISOString(),
    updatedAt: episode.updatedAt.toISOString(),
    abilities: abilitiesOf(viewer),
  };
}
