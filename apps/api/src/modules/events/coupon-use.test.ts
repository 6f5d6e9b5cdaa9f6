import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, uniqueEmail } from '../../../test/factories';
import { couponRedemptions, coupons, eventRegistrations } from '../../platform/db/schema';
import {
  call,
  confirm,
  confirmationSecretsTo,
  makeCoupon,
  makeEvent,
  register,
  registerAndConfirm,
} from './testing';

const t = useTestApp();

const alreadyUsed = {
  status: 'error',
  statusCode: 409,
  message: COUPON_MESSAGES.alreadyUsed,
  errors: [{ path: 'couponCode', message: COUPON_MESSAGES.alreadyUsed }],
};

/** What anyone is told when they may not ask: the same for every address, used or not. */
const notFound = { status: 'error', statusCode: 404, message: MESSAGES.notFound };

describe('one use of a coupon per person, by account and verified address together', () => {
  it('lets exactly one of 20 parallel uses by one person win (signed in and as a guest with the address in any case), and refuses 19 with 409', async () => {
    const admin = await createAdmin(t.ctx);
    const coupon = await makeCoupon(t, admin);
    const person = await createUser(t.ctx);
    const email = person.user.email;
    const events = [];
    for (let i = 0; i < 20; i++) events.push(await makeEvent(t, admin));

    // Ten guest registrations of the person's address (as typed in any case), waiting for their links.
    const variants = [email, email.toUpperCase(), ` ${email} `];
    for (let i = 10; i < 20; i++) {
      const res = await register(t, events[i]._id, { email: variants[i % 3], couponCode: coupon.code });
      expect(res.statusCode).toBe(202);
    }
    const links = await confirmationSecretsTo(t, email);
    expect(links).toHaveLength(10);

    // Ten uses signed in with the account's own address and ten confirmations as a guest, all at once.
    const results = await Promise.all([
      ...events
        .slice(0, 10)
        .map((event, i) =>
          register(t, event._id, { email: variants[i % 3], couponCode: coupon.code }, person),
        ),
      ...links.map((link) => confirm(t, link)),
    ]);

    const won = results.filter((res) => res.statusCode === 201 || res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.json()).toEqual(alreadyUsed);
    expect(won[0].json().data).toMatchObject({ discountPercent: 25, amountDue: 37_500 });

    const [row] = await t.ctx.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row.uses).toBe(1);
    const held = await t.ctx.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.email, email), ne(eventRegistrations.status, 'unconfirmed')));
    expect(held).toHaveLength(1);
    expect(held[0].couponId).toBe(coupon._id);
    const keys = await t.ctx.db
      .select({ key: couponRedemptions.personKey })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(keys.map(({ key }) => key)).toContain(`email:${email}`);
  });

  it('counts a guest use against the account of that address, and an account use against its address', async () => {
    const admin = await createAdmin(t.ctx);
    const coupon = await makeCoupon(t, admin);
    const [first, second, third] = [
      await makeEvent(t, admin),
      await makeEvent(t, admin),
      await makeEvent(t, admin),
    ];

    // Used as a guest first: the account with that address is refused, signed in.
    const guestFirst = await createUser(t.ctx);
    const asGuest = await registerAndConfirm(t, first._id, {
      email: guestFirst.user.email.toUpperCase(),
      couponCode: coupon.code,
    });
    expect(asGuest.statusCode).toBe(200);
    const signedIn = await register(
      t,
      second._id,
      { email: guestFirst.user.email, couponCode: coupon.code },
      guestFirst,
    );
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json()).toEqual(alreadyUsed);

    // Used signed in first: a guest with the address is refused when confirming, and so is the account
    // registering another address of its own.
    const accountFirst = await createUser(t.ctx);
    expect(
      (
        await register(
          t,
          first._id,
          { email: accountFirst.user.email, couponCode: coupon.code },
          accountFirst,
        )
      ).statusCode,
    ).toBe(201);
    const guestAfter = await registerAndConfirm(t, second._id, {
      email: accountFirst.user.email,
      couponCode: coupon.code,
    });
    expect(guestAfter.statusCode).toBe(409);
    expect(guestAfter.json()).toEqual(alreadyUsed);
    const otherAddress = await register(
      t,
      third._id,
      { email: uniqueEmail('second-address'), couponCode: coupon.code },
      accountFirst,
    );
    expect(otherAddress.statusCode).toBe(409);
    expect(otherAddress.json()).toEqual(alreadyUsed);

    // A refused confirmation held nothing: the guest may still register for that event without the coupon.
    const plain = await registerAndConfirm(t, second._id, { email: accountFirst.user.email });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ discountPercent: null, amountDue: 50_000 });
    const usedRows = await t.ctx.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.couponId, coupon._id), ne(eventRegistrations.status, 'unconfirmed')));
    expect(usedRows.map((r) => r.email).sort()).toEqual(
      [guestFirst.user.email, accountFirst.user.email].sort(),
    );
  });
});

describe('GET /verifyUserCoupon/{id} answers only about the asker', () => {
  it('refuses anyone asking about an address with the same 404, whether or not it used the coupon', async () => {
    const admin = await createAdmin(t.ctx);
    const coupon = await makeCoupon(t, admin);
    const event = await makeEvent(t, admin);
    const victim = await createUser(t.ctx);
    expect(
      (await register(t, event._id, { email: victim.user.email, couponCode: coupon.code }, victim))
        .statusCode,
    ).toBe(201);
    const stranger = await createUser(t.ctx);
    const url = (email: string) => `/verifyUserCoupon/${coupon._id}?email=${encodeURIComponent(email)}`;

    const answers = [
      await call(t, 'GET', url(victim.user.email)),
      await call(t, 'GET', url(uniqueEmail('never-used'))),
      await call(t, 'GET', url(victim.user.email), undefined, stranger),
      await call(t, 'GET', url(uniqueEmail('never-used')), undefined, stranger),
      await call(t, 'GET', `/verifyUserCoupon/${coupon._id}`),
      await call(t, 'GET', `/verifyUserCoupon/${coupon._id}?registrationToken=${'x'.repeat(43)}`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }

    // Someone who signs up with a guest's address, without verifying it, learns nothing about it either.
    const guestAddress = uniqueEmail('guest-used');
    expect(
      (await registerAndConfirm(t, event._id, { email: guestAddress, couponCode: coupon.code })).statusCode,
    ).toBe(200);
    const impostor = await createUser(t.ctx, { email: guestAddress, emailVerified: false });
    const impostorAsks = await call(t, 'GET', `/verifyUserCoupon/${coupon._id}`, undefined, impostor);
    expect(impostorAsks.json().data).toEqual({ couponId: coupon._id, mayUse: true });
    const impostorNames = await call(t, 'GET', url(guestAddress), undefined, impostor);
    expect(impostorNames.json()).toEqual(notFound);
  });

  it('answers the signed-in person about their own account and address, and the holder of a confirmation link about that registration', async () => {
    const admin = await createAdmin(t.ctx);
    const coupon = await makeCoupon(t, admin);
    const event = await makeEvent(t, admin);
    const user = await createUser(t.ctx);

    const before = await call(t, 'GET', `/verifyUserCoupon/${coupon._id}`, undefined, user);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    expect(before.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: COUPON_MESSAGES.mayUse,
      data: { couponId: coupon._id, mayUse: true },
    });
    expect(
      (await register(t, event._id, { email: user.user.email, couponCode: coupon.code }, user)).statusCode,
    ).toBe(201);
    const own = await call(
      t,
      'GET',
      `/verifyUserCoupon/${coupon._id}?email=${encodeURIComponent(user.user.email.toUpperCase())}`,
      undefined,
      user,
    );
    expect(own.json()).toMatchObject({
      message: COUPON_MESSAGES.alreadyUsed,
      data: { couponId: coupon._id, mayUse: false },
    });

    // The registration in progress, asked about by the holder of its link (the owner of the address).
    const other = await makeEvent(t, admin);
    expect(
      (await register(t, other._id, { email: user.user.email, couponCode: coupon.code })).statusCode,
    ).toBe(202);
    const [usedLink] = (await confirmationSecretsTo(t, user.user.email)).slice(-1);
    const aboutUsed = await call(t, 'GET', `/verifyUserCoupon/${coupon._id}?registrationToken=${usedLink}`);
    expect(aboutUsed.json().data).toEqual({ couponId: coupon._id, mayUse: false });
    const fresh = uniqueEmail('fresh');
    expect((await register(t, other._id, { email: fresh, couponCode: coupon.code })).statusCode).toBe(202);
    const [freshLink] = await confirmationSecretsTo(t, fresh);
    const aboutFresh = await call(t, 'GET', `/verifyUserCoupon/${coupon._id}?registrationToken=${freshLink}`);
    expect(aboutFresh.json().data).toEqual({ couponId: coupon._id, mayUse: true });

    const unknownCoupon = await call(t, 'GET', `/verifyUserCoupon/${randomUUID()}`, undefined, user);
    expect(unknownCoupon.statusCode).toBe(404);
    expect(unknownCoupon.json().message).toBe(COUPON_MESSAGES.unknown);
  });
});
