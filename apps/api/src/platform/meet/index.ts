import type { MeetDriverName } from '@carenet/shared';
import type { AppConfig } from '../../config';
import { GoogleMeetDriver } from './google';
import { JitsiMeetDriver } from './jitsi';

/** The meeting a room is for; a driver that books rooms on a calendar puts it there. */
export interface MeetingDetails {
  title: string;
  /** Epoch milliseconds. */
  startTime: number;
  endTime: number;
}

/** Makes video meeting rooms (DESIGN §1 Outside services: meet links). */
export interface MeetDriver {
  readonly driver: MeetDriverName;
  /** A new room's address. */
  createRoom(meeting: MeetingDetails): Promise<string>;
}

/** Google Meet when a service account is configured, else Jitsi rooms on MEET_BASE_URL. */
export function createMeetDriver(config: AppConfig): MeetDriver {
  if (config.googleMeet) return new GoogleMeetDriver(config.googleMeet);
  return new JitsiMeetDriver(config.meetBaseUrl);
}
