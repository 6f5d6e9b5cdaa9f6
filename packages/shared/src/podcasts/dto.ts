import type { PodcastLanguage, PodcastStatus } from './constants';

/** GET /talradio/categories. */
export interface PodcastCategoryDto {
  _id: string;
  name: string;
}

/** What the viewer may do with an episode, decided by the server. */
export interface PodcastAbilities {
  edit: boolean;
  delete: boolean;
  publish: boolean;
}

/** One episode of GET /talradio/media. */
export interface PodcastEpisodeDto {
  _id: string;
  title: string;
  description: string;
  language: PodcastLanguage;
  category: PodcastCategoryDto;
  /** Same-origin address of the audio; it answers HTTP Range requests so a player can seek. */
  audioUrl: string;
  mimeType: string;
  durationSeconds: number;
  sizeBytes: number;
  status: PodcastStatus;
  publishedAt: string | null;
  /** The care request of type podcast the episode belongs to. */
  request: { _id: string; title: string } | null;
  createdAt: string;
  updatedAt: string;
  abilities: PodcastAbilities;
}

/** An audio room of GET /audioRooms[/{id}]. */
export interface AudioRoomDto {
  _id: string;
  title: string;
  description: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
  /** The room's join page on the meet server (audio only). */
  joinUrl: string;
  /** CareNet's own short address of the room (/{id}), which sends a signed-in user to joinUrl. */
  roomPath: string;
  host: { _id: string; name: string };
  isHost: boolean;
}
