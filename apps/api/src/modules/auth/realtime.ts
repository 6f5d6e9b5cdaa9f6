import type { AppContext } from '../../platform/context';
import { AUTH_EVENTS } from './events';

/** Events after which some of a user's tokens stop working: their open sockets must stop too. */
const SESSIONS_ENDED = [
  AUTH_EVENTS.loggedOut,
  AUTH_EVENTS.passwordChanged,
  AUTH_EVENTS.passwordReset,
  AUTH_EVENTS.passwordSetByAdmin,
];

/** A logout or a password change closes the live-update sockets that were signed in with the old tokens. */
export function endSocketsOfEndedSessions(ctx: AppContext): void {
  for (const type of SESSIONS_ENDED) {
    ctx.events.on(type, (event) =>
      event.subjectId ? ctx.realtime.revalidateUser(event.subjectId) : undefined,
    );
  }
}
