import { randomBytes } from 'node:crypto';
import type { CreatedRoom, MeetDriver } from './index';

/** A new room's address on the Jitsi server at `baseUrl`: 128 random bits make it unguessable. */
export function newJitsiRoomUrl(baseUrl: string): URL {
  const room = `CareNet-${randomBytes(16).toString('base64url')}`;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(room, base);
}

/**
 * A Jitsi room that opens audio only: Jitsi reads config overrides from the address's fragment, so the
 * camera stays off and video is not even offered (docs/podcasts.md#audio-rooms).
 */
export function newAudioOnlyJitsiRoomUrl(baseUrl: string): string {
  const url = newJitsiRoomUrl(baseUrl);
  url.hash = [
    'config.startAudioOnly=true',
    'config.startWithVideoMuted=true',
    'config.disableVideo=true',
    'config.prejoinConfig.enabled=true',
  ].join('&');
  return url.toString();
}

/**
 * Rooms on a Jitsi server: a room exists as soon as someone opens its address, so the address is the
 * only key. 128 random bits make it unguessable. The meeting's details stay with CareNet, so a room
 * has nothing to update or remove.
 */
export class JitsiMeetDriver implements MeetDriver {
  readonly driver = 'jitsi' as const;

  constructor(private readonly baseUrl: string) {}

  createRoom(): Promise<CreatedRoom> {
    return Promise.resolve({ url: newJitsiRoomUrl(this.baseUrl).toString(), ref: null });
  }

  updateRoom(): Promise<void> {
    return Promise.resolve();
  }

  deleteRoom(): Promise<void> {
    return Promise.resolve();
  }
}
