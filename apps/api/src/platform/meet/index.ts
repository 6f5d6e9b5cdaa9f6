import { randomBytes } from 'node:crypto';
import type { MeetDriverName } from '@carenet/shared';

/** Makes video meeting rooms (DESIGN §1 Outside services: meet links). */
export interface MeetDriver {
  readonly driver: MeetDriverName;
  /** A new room's address. */
  createRoom(): Promise<string>;
}

/**
 * Rooms on a Jitsi server: a room exists as soon as someone opens its address, so the address is the
 * only key. 128 random bits make it unguessable.
 */
export class JitsiMeetDriver implements MeetDriver {
  readonly driver = 'jitsi' as const;

  constructor(private readonly baseUrl: string) {}

  createRoom(): Promise<string> {
    const room = `CareNet-${randomBytes(16).toString('base64url')}`;
    return Promise.resolve(
      new URL(room, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`).toString(),
    );
  }
}

export function createMeetDriver(baseUrl: string): MeetDriver {
  return new JitsiMeetDriver(baseUrl);
}
