import { eq } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { requestDoctors } from '../platform/db/schema';
import type { DomainEvent, EventMeta, EventType } from '../platform/events';
import { AUTH_EVENTS } from './auth/events';
import { CARE_TEAM_EVENTS } from './care-team/events';
import { REQUEST_EVENTS } from './requests';
import { USER_ADMIN_EVENTS } from './users/events';
import { VERIFICATION_EVENTS } from './verification/events';

/**
 * Events after which a person reaches less than before (the event's subject): a session ended, the
 * account was suspended, a clinician's verification was withdrawn.
 */
const SUBJECT_REACHES_LESS = [
  AUTH_EVENTS.loggedOut,
  AUTH_EVENTS.passwordChanged,
  AUTH_EVENTS.passwordReset,
  AUTH_EVENTS.passwordSetByAdmin,
  USER_ADMIN_EVENTS.suspended,
  VERIFICATION_EVENTS.revoked,
] as const;

const subject = (event: EventMeta) => event.subjectId;

/** Changes of a request's status that may close it, and with it its doctors' care relationships. */
const REQUEST_MAY_CLOSE = [REQUEST_EVENTS.statusChanged, REQUEST_EVENTS.deleted] as const;

/**
 * After each event above, after a patient (or an administrator) ends a doctor's access, and after a
 * request's status changes (for each of its doctors), the person's open sockets are checked again at once (RealtimeHub.revalidateUser): a socket whose
 * session ended closes, and a topic they may no longer follow ends with a message. Every delivery
 * checks the same rules anyway, so this makes the end show at once; it is not what keeps data from
 * them. Immediate subscriptions: realtime fan-out.
 */
export function subscribeLiveAccess(ctx: AppContext): void {
  for (const type of SUBJECT_REACHES_LESS) revalidateAfter(ctx, type, subject);
  revalidateAfter(ctx, CARE_TEAM_EVENTS.accessEnded, (event) => event.data.doctorId);
  for (const type of REQUEST_MAY_CLOSE) {
    ctx.events.on(type, async (event) => {
      if (!event.subjectId) return;
      const doctors = await ctx.db
        .select({ id: requestDoctors.doctorId })
        .from(requestDoctors)
        .where(eq(requestDoctors.requestId, event.subjectId));
      for (const doctor of doctors) await ctx.realtime.revalidateUser(doctor.id);
    });
  }
}

function revalidateAfter<K extends EventType>(
  ctx: AppContext,
  type: K,
  whose: (event: DomainEvent<K>) => string | undefined,
): void {
  ctx.events.on(type, (event) => {
    const userId = whose(event);
    return userId ? ctx.realtime.revalidateUser(userId) : undefined;
  });
}
