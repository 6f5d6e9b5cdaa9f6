import { PODCAST_LANGUAGES, type PodcastEpisodeDto } from '@carenet/shared';
import type { PlayerTrack } from '../../lib/player';
import { tm } from '../../lib/i18n';

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A language's name in the page's language; an unknown code as it is. */
export const languageLabel = (code: string): string =>
  Object.hasOwn(PODCAST_LANGUAGES, code)
    ? tm(PODCAST_LANGUAGES[code as keyof typeof PODCAST_LANGUAGES])
    : code;

/** The languages to choose from, named in the page's language (made at render, after the catalog loaded). */
export const languageOptions = () =>
  Object.entries(PODCAST_LANGUAGES).map(([value, label]) => ({ value, label: tm(label) }));

/** What the shell's player needs of an episode. */
export function trackOf(episode: PodcastEpisodeDto): PlayerTrack {
  return {
    id: episode._id,
    title: episode.title,
    subtitle: `${episode.category.name} · ${languageLabel(episode.language)}`,
    audioUrl: episode.audioUrl,
  };
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The request id in what an administrator pasted: the request's address or its id; '' for none. */
export function requestIdFrom(text: string): string {
  const trimmed = text.trim();
  return UUID_IN_TEXT.exec(trimmed)?.[0] ?? trimmed;
}
