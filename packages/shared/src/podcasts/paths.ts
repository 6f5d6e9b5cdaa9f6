/**
 * The podcasts' and audio rooms' screens. A module of their own: the web's route table (on every first
 * load) takes these few strings without the rest of the podcasts' constants.
 */
export const PODCASTS_PATH = '/podcasts';
export const MANAGE_PODCASTS_PATH = '/admin/managePodcast';
/** CareNet's screen for creating audio rooms (the homework-help apply dialog links to it). */
export const CREATE_AUDIO_ROOM_PATH = '/createAudioRoom';
