import type { ActivityCategories } from '../../platform/audit';

/** Domain events of audio rooms. */
export const AUDIO_ROOM_EVENTS = {
  created: 'audioRoom.created',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    /** Times only (epoch ms): a room's title may say something about someone's health. */
    [AUDIO_ROOM_EVENTS.created]: { startTime: number; endTime: number };
  }
}

/** A room is something a person does with their own account: the docs/care-relationship.md#activity-log category 'Account'. */
export const audioRoomActivityCategories: ActivityCategories = {
  [AUDIO_ROOM_EVENTS.created]: 'Account',
};
