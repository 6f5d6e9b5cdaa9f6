import { CERTIFICATE_KIND, fullName } from '@carenet/shared';
import { and, eq, isNotNull, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { certificates, eventRegistrations, events, users, type UserRow } from '../../platform/db/schema';
import { dayOf, issueCertificate } from './issue';

/** Who vouches for an event attendance: CareNet runs the events. */
export const EVENT_ISSUER = 'CareNet';

/** The registration is not cancelled: a cancelled one was never attended, whatever its check-in says. */
const CANCELLED = 'cancelled';

/**
 * A registration is the person's when they made it signed in (its user id), or made it as a guest with
 * the address of their account when that address is verified: the QR code that was checked in went to
 * that inbox.
 */
function registrationsOf(user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>): SQL | undefined {
  const byAccount = eq(eventRegistrations.userId, user.id);
  if (!user.emailVerified) return byAccount;
  return or(
    byAccount,
    and(isNull(eventRegistrations.userId), sql`lower(${eventRegistrations.email}) = lower(${user.email})`),
  );
}

/** Checked-in, not cancelled registrations matching `where` that have no certificate yet. */
function eligibleWithoutCertificate(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select({ id: eventRegistrations.id, checkedInAt: eventRegistrations.checkedInAt, title: events.title })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        where,
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
}

async function issueAttendances(
  ctx: AppContext,
  recipient: Pick<UserRow, 'id' | 'name'>,
  registrations: { id: string; checkedInAt: Date | null; title: string }[],
  actorId: string | null,
): Promise<void> {
  if (!registrations.length) return;
  await ctx.events.transaction(async (tx, emit) => {
    for (const registration of registrations) {
      await issueCertificate(
        tx,
        emit,
        {
          kind: CERTIFICATE_KIND.eventAttendance,
          sourceId: registration.id,
          recipientId: recipient.id,
          recipientName: fullName(recipient.name),
          title: registration.title,
          issuer: EVENT_ISSUER,
          achievedOn: dayOf(registration.checkedInAt ?? new Date()),
        },
        { actorId },
      );
    }
  });
}

/**
 * When someone is checked in at the door (the events module's check-in event): the certificate of the
 * person the registration belongs to, if it belongs to an account. A guest registration whose address
 * is no verified account's gets none now; it is issued later if that address's account reads its list.
 */
export async function issueOnCheckIn(
  ctx: AppContext,
  registrationId: string,
  actorId: string | null,
): Promise<void> {
  const [registration] = await ctx.db
    .select({ userId: eventRegistrations.userId, email: eventRegistrations.email })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!registration) return;
  const [holder] = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      registration.userId
        ? eq(users.id, registration.userId)
        : and(eq(users.emailVerified, true), sql`lower(${users.email}) = lower(${registration.email})`),
    )
    .limit(1);
  if (!holder) return;
  const missing = await eligibleWithoutCertificate(ctx, eq(eventRegistrations.id, registrationId));
  await issueAttendances(ctx, holder, missing, actorId);
}

/**
 * The viewer's attendances that have no certificate yet, issued when their list is read: this catches
 * a guest registration made with their address, and any check-in whose event was not handled.
 * Idempotent, as (kind, source) is unique.
 */
export async function issueAttendanceCertificates(ctx: AppContext, principal: Principal): Promise<void> {
  const missing = await eligibleWithoutCertificate(ctx, registrationsOf(principal.user));
  await issueAttendances(ctx, principal.user, missing, null);
}
