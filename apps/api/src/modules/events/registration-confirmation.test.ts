import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_CONFIRMATION_HOURS, EVENT_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, lastMailTo, uniqueEmail } from '../../../test/factories';
import { activityLog, coupons, eventRegistrations } from '../../platform/db/schema';
import { call, confirm, makeCoupon, makeEvent, newestSecretTo, register } from './testing';

const t = useTestApp();

/** The registration row behind an API answer. */
async function row(id: string) {
  const [found] = await t.ctx.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  return found;
}

/** How many registrations hold a place at the event, as the administrators' list counts them. */
async function heldCount(admin: Awaited<ReturnType<typeof createAdmin>>, eventId: string) {
  const res = await call(t, 'GET', '/events', undefined, admin);
  return (res.json().data as { _id: string; registrations: number }[]).find((e) => e._id === eventId)
    ?.registrations;
}

const invalidLink = {
  status: 'error',
  statusCode: 404,
  message: EVENT_MESSAGES.confirmationInvalid,
};

describe('a registration holds a place only once its address is confirmed', () => {
  it('answers 202, mails a link, counts nothing and checks nobody in until the link is opened', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const email = uniqueEmail('unconfirmed');
    const before = Date.now();
    const res = await register(t, event._id, { email, fullName: 'Kavya Iyer' });
    expect(res.statusCode).toBe(202);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json().data;
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 202,
      message: EVENT_MESSAGES.confirmationSent,
      data: { status: 'unconfirmed', email, checkedInAt: null },
    });
    const expiresIn = Date.parse(data.confirmationExpiresAt) - before;
    expect(expiresIn).toBeGreaterThan((EVENT_CONFIRMATION_HOURS - 1) * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(EVENT_CONFIRMATION_HOURS * 3_600_000 + 60_000);

    const mail = await lastMailTo(t.ctx, email);
    expect(mail?.subject).toBe('Confirm your registration: Hospital Health Fest');
    expect(mail?.text).toContain('If it was not you, ignore this e-mail');
    const secret = await newestSecretTo(t, email);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const stored = await row(data._id);
    // Only a hash of the secret is kept, and the check-in code is useless until the place is held.
    expect(stored.confirmationTokenHash).not.toContain(secret);
    expect(await heldCount(admin, event._id)).toBe(0);
    const early = await call(t, 'POST', '/events/checkin', { token: stored.checkInToken }, admin);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(EVENT_MESSAGES.checkInTokenInvalid);
    const requested = await t.ctx.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'event.registration_requested'), eq(activityLog.subjectId, data._id)),
      );
    expect(requested).toHaveLength(1);

    const confirmed = await confirm(t, secret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: EVENT_MESSAGES.registeredPaymentDue('500.00 INR'),
      data: { _id: data._id, status: 'payment_pending', confirmationExpiresAt: null },
    });
    expect(await heldCount(admin, event._id)).toBe(1);
    expect((await lastMailTo(t.ctx, email))?.subject).toBe('You are registered: Hospital Health Fest');
    const checkedIn = await call(t, 'POST', '/events/checkin', { token: stored.checkInToken }, admin);
    expect(checkedIn.json().message).toBe('Kavya Iyer is checked in.');

    // Opening the link again answers the same registration and sends nothing more.
    const again = await confirm(t, secret);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(data._id);
    expect((await lastMailTo(t.ctx, email))?.subject).toBe('You are registered: Hospital Health Fest');
    expect(await heldCount(admin, event._id)).toBe(1);
  });

  it('does not let anyone block an address: the owner registers over a stranger’s unconfirmed registration, which then cannot be confirmed', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const coupon = await makeCoupon(t, admin, { percent: 40 });
    const owner = await createUser(t.ctx);

    // A stranger registers the owner's address, with the coupon, for the event.
    const strangers = await register(t, event._id, {
      email: owner.user.email,
      fullName: 'Not The Owner',
      couponCode: coupon.code,
    });
    expect(strangers.statusCode).toBe(202);
    const strangersLink = await newestSecretTo(t, owner.user.email);
    const [couponBefore] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(couponBefore.uses).toBe(0);

    // The owner, signed in, registers with the same coupon: neither the address nor the coupon was taken.
    const own = await register(t, event._id, { email: owner.user.email, couponCode: coupon.code }, owner);
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({
      status: 'payment_pending',
      discountPercent: 40,
      amountDue: 30_000,
    });
    expect(await heldCount(admin, event._id)).toBe(1);

    // The stranger's link reached only the owner's mailbox; opening it now holds nothing more.
    const late = await confirm(t, strangersLink);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: EVENT_MESSAGES.alreadyRegistered,
      errors: [{ path: 'email', message: EVENT_MESSAGES.alreadyRegistered }],
    });
    expect((await row(strangers.json().data._id)).status).toBe('unconfirmed');
    expect(await heldCount(admin, event._id)).toBe(1);
  });

  it('lets a guest owner confirm their own registration beside a stranger’s for the same address', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const email = uniqueEmail('owner');
    expect((await register(t, event._id, { email, fullName: 'Stranger' })).statusCode).toBe(202);
    const strangersLink = await newestSecretTo(t, email);
    const mine = await register(t, event._id, { email: email.toUpperCase(), fullName: 'Real Owner' });
    expect(mine.statusCode).toBe(202);
    const ownLink = await newestSecretTo(t, email);
    expect(ownLink).not.toBe(strangersLink);

    const confirmed = await confirm(t, ownLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ fullName: 'Real Owner', email });
    expect((await confirm(t, strangersLink)).statusCode).toBe(409);
    expect(await heldCount(admin, event._id)).toBe(1);
  });

  it('answers a registration the same whether the address is registered, used the coupon, or is new', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const coupon = await makeCoupon(t, admin);
    const used = await createUser(t.ctx);
    expect(
      (await register(t, event._id, { email: used.user.email, couponCode: coupon.code }, used)).statusCode,
    ).toBe(201);

    const shape = (res: Awaited<ReturnType<typeof register>>) => {
      const { _id, email, createdAt, confirmationExpiresAt, ...rest } = res.json().data;
      expect([_id, email, createdAt, confirmationExpiresAt].every(Boolean)).toBe(true);
      return { statusCode: res.statusCode, message: res.json().message, rest };
    };
    const aboutUsed = await register(t, event._id, { email: used.user.email, couponCode: coupon.code });
    const aboutNew = await register(t, event._id, { email: uniqueEmail('new'), couponCode: coupon.code });
    expect(shape(aboutUsed)).toEqual(shape(aboutNew));
    expect(shape(aboutUsed).statusCode).toBe(202);
  });

  it('expires an unconfirmed registration: its link is refused, and it is deleted', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const email = uniqueEmail('late');
    const res = await register(t, event._id, { email });
    const secret = await newestSecretTo(t, email);
    await t.ctx.db
      .update(eventRegistrations)
      .set({ confirmationExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(eventRegistrations.id, res.json().data._id));

    const late = await confirm(t, secret);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(invalidLink);
    const unknown = await confirm(t, 'x'.repeat(43));
    expect(unknown.json()).toEqual(invalidLink);

    // The next registration clears expired ones away; the address registers afresh.
    expect((await register(t, event._id, { email })).statusCode).toBe(202);
    expect(await row(res.json().data._id)).toBeUndefined();
    expect((await confirm(t, await newestSecretTo(t, email))).statusCode).toBe(200);
  });

  it('asks a signed-in person to confirm an address that is not their own verified one', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const user = await createUser(t.ctx);
    const other = uniqueEmail('other');
    const res = await register(t, event._id, { email: other }, user);
    expect(res.statusCode).toBe(202);
    const confirmed = await confirm(t, await newestSecretTo(t, other));
    expect(confirmed.statusCode).toBe(200);
    expect((await row(res.json().data._id)).userId).toBe(user.user.id);

    const unverified = await createUser(t.ctx, { emailVerified: false });
    const own = await register(t, event._id, { email: unverified.user.email }, unverified);
    expect(own.statusCode).toBe(202);
    expect(own.json().data.status).toBe('unconfirmed');
  });
});
