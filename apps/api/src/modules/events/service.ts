import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DONATION_MESSAGES,
  EVENT_MESSAGES,
  EVENT_REGISTRATION_STATUS,
  discountedAmount,
  formatDonationAmount,
  guestDonorSchema,
  isDonationCurrency,
  isUuid,
  type createEventSchema,
  type Locale,
  type eventDonationSchema,
  type eventRegistrationSchema,
  type updateEventSchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { EventRegistrationRow, EventRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { StartedDonation } from '../../platform/payments';
import { redeemCoupon } from '../coupons';
import { EVENT_EVENTS } from './events';
import { checkInQrPng, checkInUrl, registrationMail } from './mails';
import { canCheckIn, canManageEvents } from './policy';
import {
  findEventById,
  findEventBySlug,
  findRegistrationByToken,
  insertEvent,
  insertEventDonation,
  insertRegistration,
  listCheckedIn,
  listEvents,
  markCheckedIn,
  registrationCounts,
  setRegistrationCoupon,
  updateEvent,
  updateEventDonation,
} from './repository';

type CreateEvent = z.output<typeof createEventSchema>;
type UpdateEvent = z.output<typeof updateEventSchema>;
type Registration = z.output<typeof eventRegistrationSchema>;
type EventDonationBody = z.output<typeof eventDonationSchema>;

/** An event by its id or its slug; 404 with a clear message otherwise. */
export async function getEvent(db: Database, idOrSlug: string): Promise<EventRow> {
  const event = isUuid(idOrSlug) ? await findEventById(db, idOrSlug) : await findEventBySlug(db, idOrSlug);
  if (!event) throw AppError.notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

function assertManager(principal: Principal): void {
  if (!canManageEvents(principal)) throw AppError.notFound();
}

export async function listAllEvents(ctx: AppContext, principal: Principal) {
  assertManager(principal);
  const [rows, counts] = await Promise.all([listEvents(ctx.db), registrationCounts(ctx.db)]);
  return rows.map((row) => ({ row, counts: counts.get(row.id) ?? { total: 0, checkedIn: 0 } }));
}

export async function createEvent(ctx: AppContext, principal: Principal, body: CreateEvent, ip?: string) {
  assertManager(principal);
  return ctx.events.transaction(async (tx, emit) => {
    const row = await insertEvent(tx, {
      slug: body.slug,
      title: body.title,
      description: body.description ?? '',
      venue: body.venue ?? '',
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      registrationOpen: body.registrationOpen ?? true,
      fee: body.fee ?? 0,
      currency: body.currency ?? 'inr',
      createdBy: principal.userId,
    });
    if (!row)
      throw AppError.conflict(EVENT_MESSAGES.slugTaken, [
        { path: 'slug', message: EVENT_MESSAGES.slugTaken },
      ]);
    await emit(
      EVENT_EVENTS.created,
      { slug: row.slug },
      { actorId: principal.userId, subjectType: 'event', subjectId: row.id, ip },
    );
    return row;
  });
}

export async function changeEvent(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: UpdateEvent,
  ip?: string,
) {
  assertManager(principal);
  return ctx.events.transaction(async (tx, emit) => {
    const existing = await getEvent(tx, id);
    const startsAt = body.startsAt ? new Date(body.startsAt) : existing.startsAt;
    const endsAt = body.endsAt ? new Date(body.endsAt) : existing.endsAt;
    if (endsAt < startsAt) throw AppError.field('endsAt', EVENT_MESSAGES.endsBeforeStart);
    if (body.slug && body.slug !== existing.slug && (await findEventBySlug(tx, body.slug))) {
      throw AppError.conflict(EVENT_MESSAGES.slugTaken, [
        { path: 'slug', message: EVENT_MESSAGES.slugTaken },
      ]);
    }
    const row = await updateEvent(tx, existing.id, { ...body, startsAt, endsAt });
    if (!row) throw AppError.notFound(EVENT_MESSAGES.eventNotFound);
    await emit(
      EVENT_EVENTS.updated,
      { slug: row.slug },
      { actorId: principal.userId, subjectType: 'event', subjectId: row.id, ip },
    );
    return row;
  });
}

export interface RegistrationOutcome {
  registration: EventRegistrationRow;
  discountPercent: number | null;
}

/**
 * POST /healthFestEventRegistration: a guest or signed-in person registers. The registration, the
 * coupon's use and the confirmation e-mail (with the QR code) are written in one transaction: a
 * refused coupon leaves no registration, and no registration is left without its e-mail.
 */
export async function registerForEvent(
  ctx: AppContext,
  principal: Principal | null,
  body: Registration,
  { ip, locale }: { ip?: string; locale: Locale },
): Promise<RegistrationOutcome> {
  const event = await getEvent(ctx.db, body.eventId);
  if (!event.registrationOpen || event.endsAt.getTime() < Date.now()) {
    throw AppError.conflict(EVENT_MESSAGES.registrationClosed);
  }
  const token = randomBytes(24).toString('base64url');
  const link = checkInUrl(ctx.config.publicUrl, token);
  const qrPng = await checkInQrPng(link);
  const couponCode = body.couponCode?.trim() || null;

  return ctx.events.transaction(async (tx, emit) => {
    const statusFor = (amount: number) =>
      amount > 0 ? EVENT_REGISTRATION_STATUS.paymentPending : EVENT_REGISTRATION_STATUS.confirmed;
    let registration = await insertRegistration(tx, {
      eventId: event.id,
      userId: principal?.userId ?? null,
      fullName: body.fullName,
      email: body.email,
      phone: body.phone || null,
      amountDue: event.fee,
      currency: event.currency,
      status: statusFor(event.fee),
      checkInToken: token,
    });
    if (!registration) {
      throw AppError.conflict(EVENT_MESSAGES.alreadyRegistered, [
        { path: 'email', message: EVENT_MESSAGES.alreadyRegistered },
      ]);
    }
    let discountPercent: number | null = null;
    if (couponCode) {
      const coupon = await redeemCoupon(tx, {
        code: couponCode,
        packagePlan: event.packagePlan,
        userId: principal?.userId ?? null,
        email: body.email,
        registrationId: registration.id,
      });
      discountPercent = coupon.percent;
      const amountDue = discountedAmount(event.fee, coupon.percent);
      await setRegistrationCoupon(tx, registration.id, coupon.id, amountDue, statusFor(amountDue));
      registration = { ...registration, couponId: coupon.id, amountDue, status: statusFor(amountDue) };
    }
    await ctx.mailer.send(
      registrationMail({
        to: registration.email,
        fullName: registration.fullName,
        event,
        amountDue: registration.amountDue,
        currency: registration.currency,
        token,
        checkInUrl: link,
        qrPng,
        // Written in the language of the page they registered on.
        locale,
      }),
      tx,
    );
    await emit(
      EVENT_EVENTS.registered,
      { eventId: event.id, guest: !principal, coupon: !!couponCode, amountDue: registration.amountDue },
      {
        actorId: principal?.userId ?? null,
        subjectType: 'event_registration',
        subjectId: registration.id,
        ip,
      },
    );
    return { registration, discountPercent };
  });
}

export function registrationMessage(registration: EventRegistrationRow): string {
  return registration.amountDue > 0
    ? EVENT_MESSAGES.registeredPaymentDue(formatDonationAmount(registration.amountDue, registration.currency))
    : EVENT_MESSAGES.registered;
}

/** '29-Nov-2026 03:05 PM UTC': the time a check-in happened, as the second scan reports it. */
export function formatCheckInTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(date.getUTCDate())}-${months[date.getUTCMonth()]}-${date.getUTCFullYear()} ${pad(hour12)}:${pad(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

export interface CheckInOutcome {
  registration: EventRegistrationRow;
  event: EventRow;
  alreadyCheckedIn: boolean;
}

/** POST /events/checkin: the QR code's token checks its holder in once; a second scan says when it happened. */
export async function checkIn(
  ctx: AppContext,
  principal: Principal,
  token: string,
  ip?: string,
): Promise<CheckInOutcome> {
  if (!canCheckIn(principal)) throw AppError.notFound();
  return ctx.events.transaction(async (tx, emit) => {
    const found = await findRegistrationByToken(tx, token);
    if (!found || found.status === EVENT_REGISTRATION_STATUS.cancelled) {
      throw AppError.notFound(EVENT_MESSAGES.checkInTokenInvalid);
    }
    const event = await getEvent(tx, found.eventId);
    const marked = await markCheckedIn(tx, found.id, principal.userId);
    if (!marked) return { registration: found, event, alreadyCheckedIn: true };
    await emit(
      EVENT_EVENTS.checkedIn,
      { eventId: event.id, registrationId: marked.id },
      { actorId: principal.userId, subjectType: 'event_registration', subjectId: marked.id, ip },
    );
    return { registration: marked, event, alreadyCheckedIn: false };
  });
}

/** GET /events/{id}/checkedIn: who has checked in, for the check-in screen (administrators; logged as a read). */
export async function checkedInList(ctx: AppContext, principal: Principal, idOrSlug: string, ip?: string) {
  if (!canCheckIn(principal)) throw AppError.notFound();
  const event = await getEvent(ctx.db, idOrSlug);
  const rows = await listCheckedIn(ctx.db, event.id);
  await ctx.events.transaction((_tx, emit) =>
    emit(
      EVENT_EVENTS.registrationsViewed,
      { eventId: event.id, count: rows.length },
      { actorId: principal.userId, subjectType: 'event', subjectId: event.id, ip },
    ),
  );
  return { event, rows };
}

function guestDonor(body: EventDonationBody): { guestName: string; guestEmail: string } {
  const parsed = guestDonorSchema.safeParse({ guestName: body.guestName, guestEmail: body.guestEmail });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/**
 * POST /eventDonation: a guest's or signed-in person's gift to an event through the payments driver:
 * an offline pledge by default, a Stripe checkout when it is configured.
 */
export async function donateToEvent(
  ctx: AppContext,
  principal: Principal | null,
  body: EventDonationBody,
  ip?: string,
): Promise<{ donation: Awaited<ReturnType<typeof insertEventDonation>>; started: StartedDonation }> {
  const event = await getEvent(ctx.db, body.eventId);
  const guest = principal ? null : guestDonor(body);
  const currency = body.currency ?? (isDonationCurrency(event.currency) ? event.currency : 'inr');
  const created = await insertEventDonation(ctx.db, {
    eventId: event.id,
    donorUserId: principal?.userId ?? null,
    guestName: guest?.guestName ?? null,
    guestEmail: guest?.guestEmail ?? null,
    amount: body.amount,
    currency,
    message: body.message || null,
    status: 'pending',
    driver: ctx.payments.driver,
  });
  const returnUrl = (outcome: 'success' | 'cancelled') =>
    `${ctx.config.publicUrl}/event/payment?event=${encodeURIComponent(event.slug)}&donation=${created.id}&payment=${outcome}`;
  let started: StartedDonation;
  try {
    started = await ctx.payments.startDonation({
      donationId: created.id,
      amount: created.amount,
      currency,
      description: `Donation to "${event.title.slice(0, 120)}"`,
      successUrl: returnUrl('success'),
      cancelUrl: returnUrl('cancelled'),
      customerEmail: guest?.guestEmail ?? principal?.user.email ?? null,
    });
  } catch (err) {
    ctx.log.error({ err, eventDonationId: created.id }, 'starting an event donation payment failed');
    await updateEventDonation(ctx.db, created.id, { status: 'failed' });
    throw new AppError('INTERNAL', DONATION_MESSAGES.paymentServiceUnavailable, undefined, 502);
  }
  const donation = await ctx.events.transaction(async (tx, emit) => {
    const row =
      (await updateEventDonation(
        tx,
        created.id,
        started.kind === 'pledged' ? { status: 'pledged' } : { providerSessionId: started.sessionId },
      )) ?? created;
    await emit(
      EVENT_EVENTS.donationReceived,
      {
        eventId: event.id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        driver: row.driver,
        guest: !principal,
      },
      { actorId: principal?.userId ?? null, subjectType: 'event_donation', subjectId: row.id, ip },
    );
    return row;
  });
  return { donation, started };
}
