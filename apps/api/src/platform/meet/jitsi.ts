import { randomBytes } from 'node:crypto';
import type { MeetDriver } from './index';

/**
 * Rooms on a Jitsi server: a room exists as soon as someone opens its address, so the address is the
 * only key. 128 random bits make it unguessable. The meeting's details stay with CareNet.
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
