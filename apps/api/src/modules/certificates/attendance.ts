import { CERTIFICATE_KIND, fullName } from '@carenet/shared';
import { and, eq, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { certificates, eventRegistrations, events } from '../../platform/db/schema';
import { dayOf, issueCertificate } from './issue';

/** Who vouches for an event attendance: CareNet runs the events. */
export const EVENT_ISSUER = 'CareNet';

/** The registration is not cancelled: a cancelled one was never attended, whatever its check-in says. */
const CANCELLED = 'cancelled';

/**
 * Issues the missing certificates of the viewer's event attendances: registrations checked in at the
 * door, not cancelled, that are theirs — made while signed in (the user id), or made as a guest with
 * the address of their account when that address is verified (the QR code that was checked in went to
 * that inbox). Computed when the list is read; idempotent, as (kind, source) is unique.
 */
export async function issueAttendanceCertificates(ctx: AppContext, principal: Principal): Promise<void> {
  const { user } = principal;
  const theirs = user.emailVerified
    ? or(
        eq(eventRegistrations.userId, user.id),
        and(
          isNull(eventRegistrations.userId),
          sql`lower(${eventRegistrations.email}) = lower(${user.email})`,
        ),
      )
    : eq(eventRegistrations.userId, user.id);
  const missing = await ctx.db
    .select({ id: eventRegistrations.id, checkedInAt: eventRegistrations.checkedInAt, title: events.title })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        theirs,
        isNotNull(eventRegistrations.checkedInAt),
        ne(eventRegistrations.status, CANCELLED),
        notExists(
          ctx.db
            .select({ id: certificates.id })
            .from(certificates)
            .where(
              and(
                eq(certificates.kind, CERTIFICATE_KIND.eventAttendance),
                eq(certificates.sourceId, eventRegistrations.id),
              ),
            ),
        ),
      ),
    );
  if (!missing.length) return;
  await ctx.events.transaction(async (tx, emit) => {
    for (const registration of missing) {
      await issueCertificate(
        tx,
        emit,
        {
          kind: CERTIFICATE_KIND.eventAttendance,
          sourceId: registration.id,
          recipientId: user.id,
          recipientName: fullName(user.name),
          title: registration.title,
          issuer: EVENT_ISSUER,
          achievedOn: dayOf(registration.checkedInAt ?? new Date()),
        },
        { actorId: null },
      );
    }
  });
}
