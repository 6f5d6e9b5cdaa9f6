import type { AppContext } from '../../platform/context';
import { registerRoomSync } from '../../platform/meet/room-sync';
import { MEET_LINK_ROOMS } from './rooms';

/** Meet links' part in the app: the jobs that keep their video rooms in step. */
export function subscribeMeetLinks(ctx: AppContext): void {
  registerRoomSync(ctx, MEET_LINK_ROOMS);
}
