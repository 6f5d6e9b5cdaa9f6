import { randomBytes } from 'node:crypto';
import type { CreatedRoom, MeetDriver } from './index';

/**
 * Rooms on a Jitsi server: a room exists as soon as someone opens its address, so the address is the
 * only key. 128 random bits make it unguessable. The meeting's details stay with CareNet, so a room
 * has nothing to update or remove.
 */
export class JitsiMeetDriver implements MeetDriver {
  readonly driver = 'jitsi' as const;

  constructor(private readonly baseUrl: string) {}

  createRoom(): Promise<CreatedRoom> {
    const room = `CareNet-${randomBytes(16).toString('base64url')}`;
    const base = this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`;
    return Promise.resolve({ url: new URL(room, base).toString(), ref: null });
  }

  updateRoom(): Promise<void> {
    return Promise.resolve();
  }

  deleteRoom(): Promise<void> {
    return Promise.resolve();
  }
}
