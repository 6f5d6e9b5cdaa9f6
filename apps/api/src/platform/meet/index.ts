import type { MeetDriverName } from '@carenet/shared';
import type { AppConfig } from '../../config';
import { GoogleMeetDriver } from './google';
import { JitsiMeetDriver } from './jitsi';

export { MeetRoomGoneError, MeetRoomLeftBehindError } from './errors';
export { newAudioOnlyJitsiRoomUrl } from './jitsi';

/** The meeting a room is for; a driver that books rooms on a calendar puts it there. */
export interface MeetingDetails {
  title: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
}

export interface CreatedRoom {
  /** The address participants open. */
  url: string;
  /** The provider's key to the room (a Google Calendar event id), kept to move or remove it; null when there is nothing to keep in step. */
  ref: string | null;
}

/** Makes video meeting rooms (DESIGN §1 Outside services: meet links). */
export interface MeetDriver {
  readonly driver: MeetDriverName;
  /** A new room. A room that fails leaves nothing behind with the provider, or throws MeetRoomLeftBehindError. */
  createRoom(meeting: MeetingDetails): Promise<CreatedRoom>;
  /** Gives the room of `ref` the meeting's new title and times; MeetRoomGoneError when the provider no longer has it. */
  updateRoom(ref: string, meeting: MeetingDetails): Promise<void>;
  /** Removes the room of `ref`; one the provider no longer has is no error. */
  deleteRoom(ref: string): Promise<void>;
}

/** Google Meet when a service account is configured, else Jitsi rooms on MEET_BASE_URL. */
export function createMeetDriver(config: AppConfig): MeetDriver {
  if (config.googleMeet) return new GoogleMeetDriver(config.googleMeet);
  return new JitsiMeetDriver(config.meetBaseUrl);
}
