import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { donationRequests } from './requests';
import { users } from './users';

/** docs/podcasts.md#categories: the shelves episodes are filed under (seeded by the migration). */
export const podcastCategories = pgTable('podcast_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PodcastCategoryRow = typeof podcastCategories.$inferSelect;

/** docs/podcasts.md#episodes: one uploaded talradio episode and the audio file it plays. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** An ISO 639-1 code (PODCAST_LANGUAGES). */
    language: text('language').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => podcastCategories.id, { onDelete: 'restrict' }),
    /** The stored audio (purpose 'podcast'); the episode goes with its file record. */
    audioFileKey: text('audio_file_key')
      .notNull()
      .unique()
      .references(() => files.key, { onDelete: 'cascade' }),
    durationSeconds: integer('duration_seconds').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    /** PODCAST_STATUS: 'draft' or 'published'. */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The care request of type podcast this episode answers, when there is one. */
    requestId: uuid('request_id').references(() => donationRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('podcast_episodes_status_idx').on(t.status, t.publishedAt),
    index('podcast_episodes_category_idx').on(t.categoryId),
    index('podcast_episodes_request_idx').on(t.requestId),
  ],
);

export type PodcastEpisodeRow = typeof podcastEpisodes.$inferSelect;

/** docs/podcasts.md#audio-rooms: a scheduled audio-only room on the meet server, with its host. */
export const audioRooms = pgTable(
  'audio_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The room's join address, with its audio-only start options; unguessable. */
    joinUrl: text('join_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audio_rooms_host_idx').on(t.hostId, t.startTime)],
);

export type AudioRoomRow = typeof audioRooms.$inferSelect;
