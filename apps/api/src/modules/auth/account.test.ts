import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { lastSmsCode, lastSmsTo, post } from '../../../test/auth-helpers';
import { createAdmin, createUser, uniquePhone } from '../../../test/factories';
import { users } from '../../platform/db/schema';

const t = useTestApp();

const uniqueUsername = () => `user_${randomUUID().slice(0, 8)}`;

describe('POST /change/username', () => {
  it('changes the caller’s username', async () => {
    const { user, auth } = await createUser(t.ctx);
    const username = uniqueUsername();
    const res = await post(t, '/change/username', { username }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.usernameChanged,
      data: { _id: user.id, username },
    });
  });

  it('refuses a username taken by someone else, whatever its case, with 409', async () => {
    const owner = await createUser(t.ctx);
    const username = uniqueUsername();
    await post(t, '/change/username', { username }, owner.auth);
    const { auth } = await createUser(t.ctx);
    const res = await post(t, '/change/username', { username: username.toUpperCase() }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: MESSAGES.usernameTaken,
      errors: [{ path: 'username', message: MESSAGES.usernameTaken }],
    });
    // The owner may change the case of their own.
    expect(
      (await post(t, '/change/username', { username: username.toUpperCase() }, owner.auth)).statusCode,
    ).toBe(200);
  });

  it('answers 409 when two users race for the same username', async () => {
    const [a, b] = await Promise.all([createUser(t.ctx), createUser(t.ctx)]);
    const username = uniqueUsername();
    const results = await Promise.all([
      post(t, '/change/username', { username }, a.auth),
      post(t, '/change/username', { username }, b.auth),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(MESSAGES.usernameTaken);
  });

  it('refuses a username that does not match the pattern', async () => {
    const { auth } = await createUser(t.ctx);
    for (const username of ['ab', 'has space', 'x'.repeat(31), 'semi;colon']) {
      const res = await post(t, '/change/username', { username }, auth);
      expect(res.statusCode, username).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'username', message: MESSAGES.usernameFormat }]);
    }
  });

  it("answers 404 when a non-administrator names another user's account", async () => {
    const { user } = await createUser(t.ctx);
    const { auth } = await createUser(t.ctx);
    const res = await post(t, '/change/username', { userId: user.id, username: uniqueUsername() }, auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', statusCode: 404, message: MESSAGES.notFound });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.username).toBeNull();
  });

  it("lets an administrator change another user's username", async () => {
    const { user } = await createUser(t.ctx);
    const admin = await createAdmin(t.ctx);
    const username = uniqueUsername();
    const res = await post(t, '/change/username', { userId: user.id, username }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, username });
    const missing = await post(
      t,
      '/change/username',
      { userId: '00000000-0000-4000-8000-000000000000', username: uniqueUsername() },
      admin.auth,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const res = await post(t, '/change/username', { username: uniqueUsername() });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /change/number', () => {
  it('changes the number and makes it unverified again', async () => {
    const { user, auth } = await createUser(t.ctx, { phone: uniquePhone(), phoneVerified: true });
    const phone = uniquePhone();
    const res = await post(t, '/change/number', { phone }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.numberChanged,
      data: { _id: user.id, phone, phone_verified: false },
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phone, phoneVerified: false });
  });

  it('stores a local number in E.164 form', async () => {
    const { auth } = await createUser(t.ctx);
    const phone = uniquePhone();
    const res = await post(t, '/change/number', { phone: phone.slice('+91'.length) }, auth);
    expect(res.json().data.phone).toBe(phone);
  });

  it('refuses a number linked to another account with 409', async () => {
    const phone = uniquePhone();
    await createUser(t.ctx, { phone });
    const { auth } = await createUser(t.ctx);
    const res = await post(t, '/change/number', { phone }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: MESSAGES.phoneTaken,
      errors: [{ path: 'phone', message: MESSAGES.phoneTaken }],
    });
  });

  it('refuses an invalid number', async () => {
    const { auth } = await createUser(t.ctx);
    const res = await post(t, '/change/number', { phone: '12345' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'phone', message: MESSAGES.enterValidPhone }]);
  });

  it("answers 404 when a non-administrator names another user's account", async () => {
    const original = uniquePhone();
    const { user } = await createUser(t.ctx, { phone: original, phoneVerified: true });
    const { auth } = await createUser(t.ctx);
    const res = await post(t, '/change/number', { userId: user.id, phone: uniquePhone() }, auth);
    expect(res.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phone: original, phoneVerified: true });
  });

  it("lets an administrator change another user's number", async () => {
    const { user } = await createUser(t.ctx, { phone: uniquePhone(), phoneVerified: true });
    const admin = await createAdmin(t.ctx);
    const phone = uniquePhone();
    const res = await post(t, '/change/number', { userId: user.id, phone }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, phone, phone_verified: false });
  });

  it('keeps a verified number verified when it is given unchanged', async () => {
    const phone = uniquePhone();
    const { auth } = await createUser(t.ctx, { phone, phoneVerified: true });
    const res = await post(t, '/change/number', { phone }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone, phone_verified: true });
  });
});

describe('phone verification (POST /resendotp and /verifyotp type phone)', () => {
  it('texts a code to the caller’s number and verifies it', async () => {
    const phone = uniquePhone();
    const { user, auth } = await createUser(t.ctx, { phone });
    const sent = await post(t, '/resendotp', { phone, type: 'phone' }, auth);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.otpSent,
      data: null,
    });
    const sms = await lastSmsTo(t.ctx, phone);
    expect(sms?.text.match(/\b\d{6}\b/g)).toHaveLength(1);

    const otp = await lastSmsCode(t.ctx, phone);
    const res = await post(t, '/verifyotp', { otp, phone, type: 'phone' }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.phoneVerified,
      data: { _id: user.id, phone, phone_verified: true },
    });
  });

  it('texts the number on the account when none is given', async () => {
    const phone = uniquePhone();
    const { auth } = await createUser(t.ctx, { phone });
    expect(
      (await post(t, '/resendotp', { email: 'ignored@example.com', type: 'phone' }, auth)).statusCode,
    ).toBe(200);
    expect(await lastSmsTo(t.ctx, phone)).not.toBeNull();
  });

  it('refuses a wrong code', async () => {
    const phone = uniquePhone();
    const { auth } = await createUser(t.ctx, { phone });
    await post(t, '/resendotp', { phone, type: 'phone' }, auth);
    const otp = await lastSmsCode(t.ctx, phone);
    const wrongCode = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const res = await post(t, '/verifyotp', { otp: wrongCode, phone, type: 'phone' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpInvalid });
  });

  it('answers 409 with SPEC’s text for a number that is already verified', async () => {
    const phone = uniquePhone();
    const { auth } = await createUser(t.ctx, { phone, phoneVerified: true });
    const res = await post(t, '/resendotp', { phone, type: 'phone' }, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: `Phone Number ${phone} is already verified. Your number is already verified`,
    });
    expect(await lastSmsTo(t.ctx, phone)).toBeNull();
  });

  it('refuses a number that is not the caller’s, and a caller without a number', async () => {
    const { auth } = await createUser(t.ctx, { phone: uniquePhone() });
    const other = uniquePhone();
    const res = await post(t, '/resendotp', { phone: other, type: 'phone' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'phone', message: MESSAGES.phoneNotOnAccount }]);
    expect(await lastSmsTo(t.ctx, other)).toBeNull();

    const noPhone = await createUser(t.ctx);
    const none = await post(t, '/resendotp', { email: noPhone.user.email, type: 'phone' }, noPhone.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'phone', message: MESSAGES.enterValidPhone }]);
  });

  it('needs a signed-in caller', async () => {
    const phone = uniquePhone();
    const send = await post(t, '/resendotp', { phone, type: 'phone' });
    expect(send.statusCode).toBe(401);
    const verify = await post(t, '/verifyotp', { otp: '123456', phone, type: 'phone' });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });

  it('does not accept a code sent to the previous number after the number changed', async () => {
    const first = uniquePhone();
    const { auth } = await createUser(t.ctx, { phone: first });
    await post(t, '/resendotp', { phone: first, type: 'phone' }, auth);
    const otp = await lastSmsCode(t.ctx, first);
    const second = uniquePhone();
    await post(t, '/change/number', { phone: second }, auth);
    const res = await post(t, '/verifyotp', { otp, phone: second, type: 'phone' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('follows the web flow: change the number, have it texted, verify it', async () => {
    const { auth } = await createUser(t.ctx, { phone: uniquePhone(), phoneVerified: true });
    const phone = uniquePhone();
    expect((await post(t, '/change/number', { phone }, auth)).json().data.phone_verified).toBe(false);
    expect((await post(t, '/resendotp', { phone, type: 'phone' }, auth)).statusCode).toBe(200);
    const res = await post(
      t,
      '/verifyotp',
      { otp: await lastSmsCode(t.ctx, phone), phone, type: 'phone' },
      auth,
    );
    expect(res.json().data).toMatchObject({ phone, phone_verified: true });
  });
});
