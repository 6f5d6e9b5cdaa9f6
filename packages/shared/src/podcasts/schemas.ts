import { z } from 'zod';
import { UUID_PATTERN } from '../schemas/common';
import {
  PODCAST_DESCRIPTION_MAX,
  PODCAST_LANGUAGE_CODES,
  PODCAST_LIST_DEFAULT_LIMIT,
  PODCAST_STATUSES,
  PODCAST_TITLE_MAX,
} from './constants';
import { AUDIO_ROOM_MESSAGES, PODCAST_MESSAGES } from './messages';

const title = z
  .string({ error: PODCAST_MESSAGES.titleRequired })
  .trim()
  .min(1, PODCAST_MESSAGES.titleRequired)
  .max(PODCAST_TITLE_MAX, PODCAST_MESSAGES.titleTooLong);
const description = z.string().trim().max(PODCAST_DESCRIPTION_MAX, PODCAST_MESSAGES.descriptionTooLong);
const language = z.enum(PODCAST_LANGUAGE_CODES, { error: PODCAST_MESSAGES.languageRequired });
const categoryId = z
  .string({ error: PODCAST_MESSAGES.categoryRequired })
  .regex(UUID_PATTERN, PODCAST_MESSAGES.categoryRequired);
/** The care request of type podcast the episode belongs to; '' (a cleared field) means none. */
const requestId = z
  .string()
  .trim()
  .refine((value) => value === '' || UUID_PATTERN.test(value), PODCAST_MESSAGES.unknownRequest)
  .transform((value) => value || null);
const status = z.enum(PODCAST_STATUSES);

/** POST /talmediaPodcast: the text fields sent beside the audio file (multipart, so every value is text). */
export const podcastEpisodeFieldsSchema = z.object({
  title,
  description: description.optional().default(''),
  language,
  categoryId,
  requestId: requestId.optional(),
  status: status.optional(),
});
export type PodcastEpisodeFieldsInput = z.input<typeof podcastEpisodeFieldsSchema>;
export type PodcastEpisodeFields = z.output<typeof podcastEpisodeFieldsSchema>;

/** PUT /talradio/media/{id}: any of the fields, and publish (status 'published') or unpublish ('draft'). */
export const updatePodcastEpisodeSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  language: language.optional(),
  categoryId: categoryId.optional(),
  requestId: requestId.nullable().optional(),
  status: status.optional(),
});
export type UpdatePodcastEpisodeInput = z.input<typeof updatePodcastEpisodeSchema>;

/** GET /talradio/media (docs/api-contract.md): drafts are listed only to administrators who ask (includeDrafts=true). */
export const podcastListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PODCAST_LIST_DEFAULT_LIMIT)
    .optional()
    .default(PODCAST_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).optional().default(0),
  language: z.enum(PODCAST_LANGUAGE_CODES).optional(),
  categoryId: z.string().regex(UUID_PATTERN).optional(),
  keyword: z.string().trim().max(100).optional(),
  requestId: z.string().regex(UUID_PATTERN).optional(),
  includeDrafts: z.enum(['true', 'false']).optional(),
});
export type PodcastListQuery = z.input<typeof podcastListQuerySchema>;

/** The longest an audio room may be booked for. */
export const AUDIO_ROOM_MAX_HOURS = 12;

/** POST /audioRooms: a scheduled audio-only room; times are epoch milliseconds. */
export const createAudioRoomSchema = z
  .object({
    title: z
      .string({ error: AUDIO_ROOM_MESSAGES.titleRequired })
      .trim()
      .min(1, AUDIO_ROOM_MESSAGES.titleRequired)
      .max(100, AUDIO_ROOM_MESSAGES.titleTooLong),
    description: z.string().trim().max(500, AUDIO_ROOM_MESSAGES.descriptionTooLong).optional().default(''),
    startTime: z
      .number({ error: AUDIO_ROOM_MESSAGES.startRequired })
      .int()
      .positive(AUDIO_ROOM_MESSAGES.startRequired),
    endTime: z
      .number({ error: AUDIO_ROOM_MESSAGES.endRequired })
      .int()
      .positive(AUDIO_ROOM_MESSAGES.endRequired),
  })
  .superRefine((value, ctx) => {
    if (value.endTime <= value.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: AUDIO_ROOM_MESSAGES.endBeforeStart });
    } else if (value.endTime - value.startTime > AUDIO_ROOM_MAX_HOURS * 3_600_000) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: AUDIO_ROOM_MESSAGES.tooLong });
    }
    // A minute of grace: "now" picked in the form is a little in the past when it arrives.
    if (value.startTime < Date.now() - 60_000) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: AUDIO_ROOM_MESSAGES.startInPast });
    }
  });
export type CreateAudioRoomInput = z.input<typeof createAudioRoomSchema>;
