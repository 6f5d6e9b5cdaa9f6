import type { AppContext } from '../../platform/context';
import { AUTH_EVENTS } from './events';

/** Events after which some of a user's tokens stop working: their open sockets must stop too. */
const SESSIONS_ENDED = [
  AUTH_EVENTS.loggedOut,
  AUTH_EVENTS.passwordChanged,
  AUTH_EVENTS.passwordReset,
  AUTH_EVENTS.passwordSetByAdmin,
];

/**
 * Auth's part in the app: a logout or a password change closes the live-update sockets that were
 * signed in with the old tokens (realtime fan-out, so an immediate subscription).
 */
export function subscribeAuth(ctx: AppContext): void {
  for (const type of SESSIONS_ENDED) {
    ctx.events.on(type, (event) =>
      event.subjectId ? ctx.realtime.revalidateUser(event.subjectId) : undefined,
    );
  }
}
