import type { ActivityCategories } from '../../platform/audit';

/** Domain events of the podcasts (talradio): every change an administrator makes is in the activity log. */
export const PODCAST_EVENTS = {
  uploaded: 'podcast.uploaded',
  updated: 'podcast.updated',
  published: 'podcast.published',
  unpublished: 'podcast.unpublished',
  deleted: 'podcast.deleted',
} as const;

/** What a log row keeps of an episode: its title and the fields a change touched (no listener data). */
type PodcastChange = { title: string; fields?: string[] };

declare module '../../platform/events' {
  interface EventMap {
    [PODCAST_EVENTS.uploaded]: PodcastChange & { sizeBytes: number; durationSeconds: number };
    [PODCAST_EVENTS.updated]: PodcastChange;
    [PODCAST_EVENTS.published]: PodcastChange;
    [PODCAST_EVENTS.unpublished]: PodcastChange;
    [PODCAST_EVENTS.deleted]: PodcastChange;
  }
}

export const PODCAST_SUBJECT = 'podcastEpisode';

export const podcastActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(PODCAST_EVENTS).map((type) => [type, 'Administration' as const]),
);
