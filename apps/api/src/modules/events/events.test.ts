import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, EVENT_MESSAGES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createUser, lastMailTo, uniqueEmail, uniqueWord } from '../../../test/factories';
import { startTestSmtpServer } from '../../../test/smtp';
import { activityLog, eventRegistrations } from '../../platform/db/schema';
import {
  call,
  confirm,
  makeCoupon,
  makeEvent,
  newestSecretTo,
  register,
  registerAndConfirm,
} from './testing';
import { openPglite, type DatabaseHandle } from '../../platform/db/client';

const t = useTestApp();

describe('coupons', () => {
  it('answers the discount of a valid coupon, case-insensitively, and refuses unknown, inactive, expired, used-up and wrong-plan codes', async () => {
    const admin = await createAdmin(t.ctx);
    const coupon = await makeCoupon(t, admin);
    const okRes = await call(t, 'GET', `/coupon/${coupon.code.toLowerCase()}?packagePlan=event`);
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json()).toMatchObject({
      message: COUPON_MESSAGES.valid(25),
      data: { _id: coupon._id, percent: 25 },
    });

    const unknown = await call(t, 'GET', '/coupon/NOSUCHCODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COUPON_MESSAGES.unknown);

    expect((await call(t, 'GET', `/coupon/${coupon.code}?packagePlan=gold`)).json().message).toBe(
      COUPON_MESSAGES.wrongPlan,
    );

    const expired = await makeCoupon(t, admin, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expiredRes = await call(t, 'GET', `/coupon/${expired.code}`);
    expect(expiredRes.statusCode).toBe(409);
    expect(expiredRes.json().message).toBe(COUPON_MESSAGES.expired);

    const inactive = await makeCoupon(t, admin, { active: false });
    expect((await call(t, 'GET', `/coupon/${inactive.code}`)).json().message).toBe(COUPON_MESSAGES.inactive);

    const once = await makeCoupon(t, admin, { maxUses: 1 });
    const event = await makeEvent(t, admin);
    expect((await registerAndConfirm(t, event._id, { couponCode: once.code })).statusCode).toBe(200);
    const usedUp = await call(t, 'GET', `/coupon/${once.code}?packagePlan=event`);
    expect(usedUp.json().message).toBe(COUPON_MESSAGES.usedUp);
    const second = await register(t, event._id, { couponCode: once.code });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(COUPON_MESSAGES.usedUp);
  });

  it('refuses a percent outside 0..100 with the zod message and saves nothing, keeps 0 and 100 as given, and refuses a duplicate code', async () => {
    const admin = await createAdmin(t.ctx);
    const savedCodes = async () =>
      (await call(t, 'GET', '/coupons', undefined, admin))
        .json<{ data: { code: string }[] }>()
        .data.map((coupon) => coupon.code);
    for (const percent of [-1, 101, 150]) {
      const code = `P${uniqueWord()}`.slice(0, 20);
      const res = await call(t, 'POST', '/coupons', { code, percent }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'percent', message: COUPON_MESSAGES.percentRange }]);
      expect(await savedCodes()).not.toContain(code);
    }
    for (const percent of [0, 100]) {
      const res = await call(
        t,
        'POST',
        '/coupons',
        { code: `P${uniqueWord()}`.slice(0, 20), percent },
        admin,
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.percent).toBe(percent);
    }
    const coupon = await makeCoupon(t, admin);
    const dup = await call(t, 'POST', '/coupons', { code: coupon.code.toLowerCase(), percent: 5 }, admin);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(COUPON_MESSAGES.codeTaken);
    const put = await call(t, 'PUT', `/coupons/${coupon._id}`, { percent: 150 }, admin);
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toEqual([{ path: 'percent', message: COUPON_MESSAGES.percentRange }]);
    const stored = (await call(t, 'GET', '/coupons', undefined, admin))
      .json<{ data: { _id: string; percent: number }[] }>()
      .data.find((row) => row._id === coupon._id);
    expect(stored?.percent).toBe(25);
  });

  it('lets only administrators manage coupons and events (404 for others, 401 signed out)', async () => {
    const patient = await createUser(t.ctx);
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    for (const user of [patient, doctor]) {
      const res = await call(t, 'POST', '/coupons', { code: 'NOTALLOWED', percent: 10 }, user);
      expect(res.statusCode).toBe(404);
      expect((await call(t, 'GET', '/coupons', undefined, user)).statusCode).toBe(404);
      expect((await call(t, 'GET', '/events', undefined, user)).statusCode).toBe(404);
    }
    expect((await call(t, 'POST', '/coupons', { code: 'NOTALLOWED', percent: 10 })).statusCode).toBe(401);
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    expect((await call(t, 'PUT', `/events/${event._id}`, { title: 'Mine now' }, patient)).statusCode).toBe(
      404,
    );
  });
});

describe('event registration and check-in', () => {
  it('registers a guest once the address is confirmed (full fee), a signed-in user at once with a coupon (discounted), and mails a QR code', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const guestEmail = uniqueEmail('guest');
    const pending = await register(t, event.slug, { email: guestEmail });
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({
      status: 'success',
      statusCode: 202,
      message: EVENT_MESSAGES.confirmationSent,
      data: { amountDue: 50_000, discountPercent: null, status: 'unconfirmed' },
    });
    const confirmMail = await lastMailTo(t.ctx, guestEmail);
    expect(confirmMail?.subject).toBe('Confirm your registration: Hospital Health Fest');
    expect(confirmMail?.attachments ?? []).toEqual([]);

    const plain = await confirm(t, await newestSecretTo(t, guestEmail));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({
      _id: pending.json().data._id,
      amountDue: 50_000,
      discountPercent: null,
      status: 'payment_pending',
      confirmationExpiresAt: null,
    });
    expect(plain.json().message).toBe(EVENT_MESSAGES.registeredPaymentDue('500.00 INR'));

    const coupon = await makeCoupon(t, admin, { percent: 100 });
    const user = await createUser(t.ctx);
    const withCoupon = await register(
      t,
      event._id,
      { email: user.user.email, couponCode: coupon.code },
      user,
    );
    expect(withCoupon.statusCode).toBe(201);
    expect(withCoupon.json().data).toMatchObject({ amountDue: 0, discountPercent: 100, status: 'confirmed' });
    const [row] = await t.ctx.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, withCoupon.json().data._id));
    expect(row.userId).toBe(user.user.id);
    expect(row.couponId).toBe(coupon._id);

    const mail = await lastMailTo(t.ctx, guestEmail);
    expect(mail?.subject).toBe('You are registered: Hospital Health Fest');
    expect(mail?.attachments?.[0]).toMatchObject({ filename: 'check-in-qr.png', contentType: 'image/png' });
    expect(
      Buffer.from(mail?.attachments?.[0].contentBase64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(mail?.html).toContain('cid:');

    // The owner of the account is told at once; anyone else only through the address's own mailbox.
    const ownDup = await register(t, event._id, { email: user.user.email.toUpperCase() }, user);
    expect(ownDup.statusCode).toBe(409);
    expect(ownDup.json().message).toBe(EVENT_MESSAGES.alreadyRegistered);
    const dup = await register(t, event._id, { email: guestEmail.toUpperCase() });
    expect(dup.statusCode).toBe(202);
    const dupConfirmed = await confirm(t, await newestSecretTo(t, guestEmail));
    expect(dupConfirmed.statusCode).toBe(409);
    expect(dupConfirmed.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: EVENT_MESSAGES.alreadyRegistered,
      errors: [{ path: 'email', message: EVENT_MESSAGES.alreadyRegistered }],
    });
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'event.registered'), eq(activityLog.subjectId, plain.json().data._id)),
      );
    expect(logged).toHaveLength(1);
  });

  it('refuses bad input with 4xx and a closed event clearly', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin, { registrationOpen: false });
    expect((await register(t, event._id)).json().message).toBe(EVENT_MESSAGES.registrationClosed);
    const bad = await call(t, 'POST', '/healthFestEventRegistration', {
      eventId: event._id,
      fullName: '',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect((await register(t, 'no-such-event')).statusCode).toBe(404);
    const badEvent = await call(
      t,
      'POST',
      '/events',
      { slug: 'Bad Slug', title: 'x', startsAt: 'soon', endsAt: 'later' },
      admin,
    );
    expect(badEvent.statusCode).toBe(400);
    expect((await call(t, 'POST', '/events/checkin', { token: 42 }, admin)).statusCode).toBe(400);
    expect((await call(t, 'POST', '/eventDonation', { eventId: event._id, amount: -5 })).statusCode).toBe(
      400,
    );
  });

  it('checks the holder in once; a second scan says when; an unknown token and a non-admin are refused', async () => {
    const admin = await createAdmin(t.ctx, {
      name: { first_name: 'Door', last_name: 'Admin', middle_name: '' },
    });
    const event = await makeEvent(t, admin);
    const reg = await registerAndConfirm(t, event._id, { fullName: 'Meera Shah' });
    const [row] = await t.ctx.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, reg.json().data._id));
    expect(row.checkInToken.length).toBeGreaterThanOrEqual(32);

    const patient = await createUser(t.ctx);
    expect((await call(t, 'POST', '/events/checkin', { token: row.checkInToken }, patient)).statusCode).toBe(
      404,
    );

    const first = await call(t, 'POST', '/events/checkin', { token: row.checkInToken }, admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Meera Shah is checked in.',
      data: { alreadyCheckedIn: false },
    });
    const second = await call(t, 'POST', '/events/checkin', { token: row.checkInToken }, admin);
    expect(second.json().data.alreadyCheckedIn).toBe(true);
    expect(second.json().message).toMatch(
      /^Meera Shah was already checked in at \d{2}-\w{3}-\d{4} \d{2}:\d{2} (AM|PM) UTC\.$/,
    );

    const unknown = await call(t, 'POST', '/events/checkin', { token: 'x'.repeat(32) }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_MESSAGES.checkInTokenInvalid);

    const list = await call(t, 'GET', `/events/${event.slug}/checkedIn`, undefined, admin);
    const listed = list.json<{ data: { fullName: string }[] }>().data;
    expect(listed.map((r) => r.fullName)).toEqual(['Meera Shah']);
    const [checked] = await t.ctx.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, row.id));
    expect(checked.checkedInBy).toBe(admin.user.id);
  });
});

describe('event donations', () => {
  it('records a guest pledge and a signed-in pledge through the offline driver; a guest must give name and e-mail', async () => {
    const admin = await createAdmin(t.ctx);
    const event = await makeEvent(t, admin);
    const guest = await call(t, 'POST', '/eventDonation', {
      eventId: event.slug,
      amount: 10_000,
      guestName: 'Ravi',
      guestEmail: uniqueEmail(),
    });
    expect(guest.statusCode).toBe(201);
    expect(guest.json()).toMatchObject({
      message: EVENT_MESSAGES.donationRecorded,
      data: { status: 'pledged', driver: 'offline', checkoutUrl: null, amount: 10_000, currency: 'inr' },
    });
    const nameless = await call(t, 'POST', '/eventDonation', { eventId: event._id, amount: 10_000 });
    expect(nameless.statusCode).toBe(400);
    const user = await createUser(t.ctx);
    const signedIn = await call(t, 'POST', '/eventDonation', { eventId: event._id, amount: 2_500 }, user);
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json().data.status).toBe('pledged');
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'event.donation_received'), eq(activityLog.userId, user.user.id)));
    expect(logged).toHaveLength(1);
  });
});

describe('the registration e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let mailing: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // A database of its own: draining the jobs of the shared one would also send every other test
    // file's waiting mail (many, while the whole suite runs) through this server.
    database = openPglite();
    await database.migrate();
    mailing = await createTestApp({ SMTP_URL: smtp.url }, { database });
  });
  afterAll(async () => {
    await mailing.close();
    await database.close();
    await smtp.close();
  });

  it('delivers the link to confirm the address, then the QR code as an inline PNG attachment', async () => {
    const admin = await createAdmin(mailing.ctx);
    const event = await makeEvent(mailing, admin);
    const email = uniqueEmail('smtp');
    expect((await registerAndConfirm(mailing, event._id, { email })).statusCode).toBe(200);
    await mailing.ctx.events.settled();
    await mailing.ctx.jobs.drain();
    const mails = smtp.messages.filter((message) => message.to.includes(email));
    expect(mails[0]?.raw).toContain('Subject: Confirm your registration: Hospital Health Fest');
    const mail = mails.find((message) => message.raw.includes('Subject: You are registered'));
    expect(mail?.raw).toContain('Subject: You are registered: Hospital Health Fest');
    expect(mail?.raw).toContain('Content-Type: image/png; name=check-in-qr.png');
    expect(mail?.raw).toContain('Content-ID: <checkin-qr@carenet>');
  });
});

describe('event site', () => {
  it('answers the configured event site as an origin only', async () => {
    const res = await call(t, 'GET', '/events/site');
    expect(res.json().data).toEqual({ eventSiteUrl: null });
    const configured = await createTestApp({ EVENT_SITE_URL: 'https://fest.example.org/some/path?x=1' });
    try {
      expect(configured.ctx.config.eventSiteUrl).toBe('https://fest.example.org');
    } finally {
      await configured.close();
    }
  });
});
