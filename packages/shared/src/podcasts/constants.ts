/** docs/podcasts.md#statuses: an episode is a draft until an administrator publishes it. */
export const PODCAST_STATUS = {
  draft: 'draft',
  published: 'published',
} as const;
export type PodcastStatus = (typeof PODCAST_STATUS)[keyof typeof PODCAST_STATUS];
export const PODCAST_STATUSES = [PODCAST_STATUS.draft, PODCAST_STATUS.published] as const;

export const PODCAST_STATUS_LABELS: Record<PodcastStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

/** The languages an episode may be in (ISO 639-1), those of CareNet's users in India and the US. */
export const PODCAST_LANGUAGES = {
  en: 'English',
  hi: 'Hindi',
  bn: 'Bengali',
  mr: 'Marathi',
  ta: 'Tamil',
  te: 'Telugu',
  gu: 'Gujarati',
  kn: 'Kannada',
  ml: 'Malayalam',
  pa: 'Punjabi',
  ur: 'Urdu',
  es: 'Spanish',
} as const;
export type PodcastLanguage = keyof typeof PODCAST_LANGUAGES;
export const PODCAST_LANGUAGE_CODES = Object.keys(PODCAST_LANGUAGES) as [
  PodcastLanguage,
  ...PodcastLanguage[],
];

/** docs/podcasts.md#files: the multipart field of the audio and its largest size (200 MB). */
export const PODCAST_AUDIO_FIELD = 'audio';
export const PODCAST_AUDIO_MAX_BYTES = 200 * 1024 * 1024;
/** What the file picker offers (the server decides by the bytes): MP3, M4A/AAC, OGG/Opus, WAV, WebM audio. */
export const PODCAST_AUDIO_ACCEPT = '.mp3,.m4a,.mp4,.aac,.ogg,.oga,.opus,.wav,.webm,.weba,audio/*';

/** docs/validation-and-limits.md: GET /talradio/media answers up to 10000 episodes unless told fewer. */
export const PODCAST_LIST_DEFAULT_LIMIT = 10000;

export const PODCAST_TITLE_MAX = 150;
export const PODCAST_DESCRIPTION_MAX = 2000;

/** How long 'Link copied' shows after copying a room's link (copy confirmations last 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000;
