import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  DONATION_MESSAGES,
  EVENT_CONFIRMATION_HOURS,
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
import { violatedUniqueIndex } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors';
import type { StartedDonation } from '../../platform/payments';
import {
  assertNotUsedBy,
  couponPercent,
  findUsableCoupon,
  hasPersonUsedCoupon,
  normalisedEmail,
  redeemCoupon,
  type CouponPerson,
} from '../coupons';
import { findUserById } from '../users';
import { EVENT_EVENTS } from './events';
import { checkInQrPng, checkInUrl, confirmationMail, confirmationUrl, registrationMail } from './mails';
import { canCheckIn, canManageEvents } from './policy';
import {
  deleteExpiredUnconfirmed,
  findEventById,
  findEventBySlug,
  findRegistrationByConfirmation,
  findRegistrationById,
  findRegistrationByToken,
  holdRegistration,
  insertEvent,
  insertEventDonation,
  insertRegistration,
  insertUnconfirmedRegistration,
  listCheckedIn,
  listEvents,
  lockUnconfirmedRegistration,
  markCheckedIn,
  registrationCounts,
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

const statusFor = (amountDue: number) =>
  amountDue > 0 ? EVENT_REGISTRATION_STATUS.paymentPending : EVENT_REGISTRATION_STATUS.confirmed;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const newCheckInToken = () => randomBytes(24).toString('base64url');

function assertRegistrationOpen(event: EventRow): void {
  if (!event.registrationOpen || event.endsAt.getTime() < Date.now()) {
    throw AppError.conflict(EVENT_MESSAGES.registrationClosed);
  }
}

const alreadyRegistered = () =>
  AppError.conflict(EVENT_MESSAGES.alreadyRegistered, [
    { path: 'email', message: EVENT_MESSAGES.alreadyRegistered },
  ]);

/** The signed-in person as a coupon user: their account, and their own address once they have verified it. */
const signedInPerson = (principal: Principal): CouponPerson => ({
  userId: principal.userId,
  verifiedEmails: principal.user.emailVerified ? [principal.user.email] : [],
});

/** Whether `email` is the signed-in person's own verified address: only then is it proved already. */
const isOwnVerifiedAddress = (principal: Principal, email: string): boolean =>
  principal.user.emailVerified && normalisedEmail(principal.user.email) === normalisedEmail(email);

/**
 * The person a registration's coupon use is counted for, once its address is proved: that address,
 * and the account it was made from with that account's verified address.
 */
async function registrationPerson(db: Database, registration: EventRegistrationRow): Promise<CouponPerson> {
  const account = registration.userId ? await findUserById(db, registration.userId) : null;
  return {
    userId: account?.id ?? null,
    verifiedEmails: [registration.email, ...(account?.emailVerified ? [account.email] : [])],
  };
}

interface CheckInCode {
  token: string;
  link: string;
  qrPng: Buffer;
}

/** A check-in token with its link and QR code, made before a transaction so that it stays short. */
async function checkInCode(ctx: AppContext, token: string): Promise<CheckInCode> {
  const link = checkInUrl(ctx.config.publicUrl, token);
  return { token, link, qrPng: await checkInQrPng(link) };
}

/** The e-mail with the check-in QR code, written in `tx`: sent when a registration comes to hold its place. */
function mailCheckIn(
  ctx: AppContext,
  tx: Database,
  registration: EventRegistrationRow,
  event: EventRow,
  code: CheckInCode,
  locale: Locale,
): Promise<void> {
  return ctx.mailer.send(
    registrationMail({
      to: registration.email,
      fullName: registration.fullName,
      event,
      amountDue: registration.amountDue,
      currency: registration.currency,
      token: code.token,
      checkInUrl: code.link,
      qrPng: code.qrPng,
      // Written in the language of the page they registered (or confirmed) on.
      locale,
    }),
    tx,
  );
}

/**
 * POST /healthFestEventRegistration: a guest or signed-in person registers. A signed-in person
 * registering their own verified address holds a place at once (registration, coupon use and the e-mail
 * with the QR code in one transaction). Any other address, a guest's included, must first be proved
 * (docs/events-and-coupons.md#confirming-the-address): the registration waits unconfirmed, holding no
 * place and using no coupon, and a link to confirm it is mailed. Its answer is the same whoever owns the
 * address and whatever they did, so it tells nothing about them.
 */
export async function registerForEvent(
  ctx: AppContext,
  principal: Principal | null,
  body: Registration,
  { ip, locale }: { ip?: string; locale: Locale },
): Promise<RegistrationOutcome> {
  const event = await getEvent(ctx.db, body.eventId);
  assertRegistrationOpen(event);
  const couponCode = body.couponCode?.trim() || null;
  if (principal && isOwnVerifiedAddress(principal, body.email)) {
    return registerOwnAddress(ctx, principal, event, body, couponCode, { ip, locale });
  }
  await deleteExpiredUnconfirmed(ctx.db, new Date());
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EVENT_CONFIRMATION_HOURS * 3_600_000);
  return ctx.events.transaction(async (tx, emit) => {
    const coupon = couponCode ? await findUsableCoupon(tx, couponCode, event.packagePlan) : null;
    // Only the asker's own account is looked at now; the address is looked at once it is proved.
    if (coupon && principal) await assertNotUsedBy(tx, coupon.id, signedInPerson(principal));
    const registration = await insertUnconfirmedRegistration(tx, {
      eventId: event.id,
      userId: principal?.userId ?? null,
      fullName: body.fullName,
      email: body.email,
      phone: body.phone || null,
      couponId: coupon?.id ?? null,
      amountDue: coupon ? discountedAmount(event.fee, coupon.percent) : event.fee,
      currency: event.currency,
      checkInToken: newCheckInToken(),
      confirmationTokenHash: hashOf(secret),
      confirmationExpiresAt: expiresAt,
    });
    await ctx.mailer.send(
      confirmationMail({
        to: registration.email,
        fullName: registration.fullName,
        event,
        confirmationUrl: confirmationUrl(ctx.config.publicUrl, secret),
        expiresAt,
        locale,
      }),
      tx,
    );
    await emit(
      EVENT_EVENTS.registrationRequested,
      { eventId: event.id, guest: !principal, coupon: !!coupon },
      {
        actorId: principal?.userId ?? null,
        subjectType: 'event_registration',
        subjectId: registration.id,
        ip,
      },
    );
    return { registration, discountPercent: coupon?.percent ?? null };
  });
}

/** A signed-in person's own verified address: the place is held now, and a refused coupon leaves no registration. */
async function registerOwnAddress(
  ctx: AppContext,
  principal: Principal,
  event: EventRow,
  body: Registration,
  couponCode: string | null,
  { ip, locale }: { ip?: string; locale: Locale },
): Promise<RegistrationOutcome> {
  const code = await checkInCode(ctx, newCheckInToken());
  return ctx.events.transaction(async (tx, emit) => {
    const coupon = couponCode ? await findUsableCoupon(tx, couponCode, event.packagePlan) : null;
    const amountDue = coupon ? discountedAmount(event.fee, coupon.percent) : event.fee;
    const registration = await insertRegistration(tx, {
      eventId: event.id,
      userId: principal.userId,
      fullName: body.fullName,
      email: body.email,
      phone: body.phone || null,
      couponId: coupon?.id ?? null,
      amountDue,
      currency: event.currency,
      status: statusFor(amountDue),
      checkInToken: code.token,
    });
    if (!registration) throw alreadyRegistered();
    if (coupon) {
      await redeemCoupon(tx, {
        couponId: coupon.id,
        packagePlan: event.packagePlan,
        person: { userId: principal.userId, verifiedEmails: [body.email] },
        registrationId: registration.id,
      });
    }
    await mailCheckIn(ctx, tx, registration, event, code, locale);
    await emit(
      EVENT_EVENTS.registered,
      { eventId: event.id, guest: false, coupon: !!coupon, amountDue: registration.amountDue },
      { actorId: principal.userId, subjectType: 'event_registration', subjectId: registration.id, ip },
    );
    return { registration, discountPercent: coupon?.percent ?? null };
  });
}

/**
 * POST /events/registrations/confirm: the secret from the e-mail proves the address, and the
 * registration takes its place: its coupon is used now (refused when this person, by their address or
 * their account, used it already), the e-mail with the QR code is sent. Refused when the address holds
 * a place at the event already. An unknown or expired secret is 404, saying nothing more. A link opened
 * again answers the registration as it stands, and sends nothing again.
 */
export async function confirmRegistration(
  ctx: AppContext,
  secret: string,
  { ip, locale }: { ip?: string; locale: Locale },
): Promise<RegistrationOutcome> {
  const found = await findRegistrationByConfirmation(ctx.db, hashOf(secret));
  if (!found || found.status === EVENT_REGISTRATION_STATUS.cancelled) {
    throw AppError.notFound(EVENT_MESSAGES.confirmationInvalid);
  }
  if (found.status !== EVENT_REGISTRATION_STATUS.unconfirmed) return confirmedAlready(ctx.db, found);
  if (!found.confirmationExpiresAt || found.confirmationExpiresAt.getTime() <= Date.now()) {
    throw AppError.notFound(EVENT_MESSAGES.confirmationInvalid);
  }
  const event = await getEvent(ctx.db, found.eventId);
  assertRegistrationOpen(event);
  const code = await checkInCode(ctx, found.checkInToken);
  try {
    return await ctx.events.transaction(async (tx, emit) => {
      const pending = await lockUnconfirmedRegistration(tx, found.id);
      // Confirmed by another click of the same link meanwhile.
      if (!pending) return confirmedAlready(tx, found);
      let registration = await holdRegistration(tx, pending.id, {
        status: statusFor(event.fee),
        amountDue: event.fee,
        couponId: null,
      });
      let discountPercent: number | null = null;
      if (pending.couponId) {
        const coupon = await redeemCoupon(tx, {
          couponId: pending.couponId,
          packagePlan: event.packagePlan,
          person: await registrationPerson(tx, pending),
          registrationId: pending.id,
        });
        const amountDue = discountedAmount(event.fee, coupon.percent);
        registration = await holdRegistration(tx, pending.id, {
          status: statusFor(amountDue),
          amountDue,
          couponId: coupon.id,
        });
        discountPercent = coupon.percent;
      }
      await mailCheckIn(ctx, tx, registration, event, code, locale);
      await emit(
        EVENT_EVENTS.registered,
        {
          eventId: event.id,
          guest: !registration.userId,
          coupon: discountPercent !== null,
          amountDue: registration.amountDue,
        },
        {
          actorId: registration.userId,
          subjectType: 'event_registration',
          subjectId: registration.id,
          ip,
        },
      );
      return { registration, discountPercent };
    });
  } catch (err) {
    // The address came to hold a place at this event another way (its owner registered) after this one was made.
    if (violatedUniqueIndex(err) === 'event_registrations_email_unique') throw alreadyRegistered();
    throw err;
  }
}

async function confirmedAlready(
  db: Database,
  registration: EventRegistrationRow,
): Promise<RegistrationOutcome> {
  const current = await findRegistrationById(db, registration.id);
  if (!current || current.status === EVENT_REGISTRATION_STATUS.cancelled) {
    throw AppError.notFound(EVENT_MESSAGES.confirmationInvalid);
  }
  const discountPercent = current.couponId ? await couponPercent(db, current.couponId) : null;
  return { registration: current, discountPercent };
}

/**
 * GET /verifyUserCoupon/{id}: whether a person may still use a coupon, asked only about oneself: the
 * signed-in person (their account and verified address; `email`, if given, must be that address), or
 * the registration in progress whose confirmation link the asker holds. Anyone else is answered 404,
 * the same for every address, used or not.
 */
export async function mayUseCoupon(
  ctx: AppContext,
  principal: Principal | null,
  couponId: string,
  query: { email?: string; registrationToken?: string },
): Promise<boolean> {
  const person = await askingPerson(ctx, principal, query);
  if (!person) throw AppError.notFound();
  return !(await hasPersonUsedCoupon(ctx.db, couponId, person));
}

async function askingPerson(
  ctx: AppContext,
  principal: Principal | null,
  query: { email?: string; registrationToken?: string },
): Promise<CouponPerson | null> {
  if (query.registrationToken) {
    const registration = await findRegistrationByConfirmation(ctx.db, hashOf(query.registrationToken));
    const live =
      registration &&
      registration.status !== EVENT_REGISTRATION_STATUS.cancelled &&
      (registration.status !== EVENT_REGISTRATION_STATUS.unconfirmed ||
        (registration.confirmationExpiresAt?.getTime() ?? 0) > Date.now());
    return live ? registrationPerson(ctx.db, registration) : null;
  }
  if (!principal) return null;
  if (query.email && !isOwnVerifiedAddress(principal, query.email)) return null;
  return signedInPerson(principal);
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
    // An unconfirmed registration holds no place: its holder has nothing to check in with.
    if (
      !found ||
      found.status === EVENT_REGISTRATION_STATUS.cancelled ||
      found.status === EVENT_REGISTRATION_STATUS.unconfirmed
    ) {
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
