import type { PodcastEpisodeDto } from '@carenet/shared';

/** An episode as GET /talradio/media answers it. */
export function makeEpisode(overrides: Partial<PodcastEpisodeDto> = {}): PodcastEpisodeDto {
  return {
    _id: 'e-1',
    title: 'Sleep and the heart',
    description: 'Why rest matters.',
    language: 'en',
    category: { _id: '0194c3a2-0000-7000-8000-0000000000c1', name: 'Health and Wellness' },
    audioUrl: '/files/podcast/2026/11/e-1.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 754,
    sizeBytes: 1_000_000,
    status: 'published',
    publishedAt: '2026-11-01T10:00:00.000Z',
    request: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    abilities: { edit: false, delete: false, publish: false },
    ...overrides,
  };
}

/** Categories as GET /talradio/categories answers them (ids are UUIDs, as the shared schema checks). */
export const CATEGORIES = [
  { _id: '0194c3a2-0000-7000-8000-0000000000c1', name: 'Health and Wellness' },
  { _id: '0194c3a2-0000-7000-8000-0000000000c2', name: 'Mental Health' },
];
