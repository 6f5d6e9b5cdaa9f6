import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { post, signIn } from '../../../test/auth-helpers';
import {
  createAdmin,
  createUser,
  lastMailTo,
  lastOtpMailedTo,
  uniqueEmail,
  uniquePhone,
} from '../../../test/factories';
import { authThrottle, sessions } from '../../platform/db/schema';
import { LoginThrottle } from './throttle';

const t = useTestApp();

describe('POST /login', () => {
  it('signs in by e-mail and returns the user with a bearer token that works', async () => {
    const { user, password } = await createUser(t.ctx);
    const res = await post(t, '/login', { account: user.email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.loggedIn,
      data: { _id: user.id, unique_id: user.id, email: user.email },
    });
    expect(body.data.token_detail.token).toEqual(expect.any(String));
    const expiresIn = Date.parse(body.data.token_detail.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    const logout = await post(t, '/logout', undefined, {
      authorization: `Bearer ${body.data.token_detail.token}`,
    });
    expect(logout.statusCode).toBe(200);
  });

  it('signs in by phone number, in local or international form, and with any e-mail case', async () => {
    const phone = uniquePhone();
    const { user, password } = await createUser(t.ctx, { phone });
    for (const account of [phone, phone.slice('+91'.length), user.email.toUpperCase()]) {
      const res = await post(t, '/login', { account, password });
      expect(res.statusCode, account).toBe(200);
      expect(res.json().data._id).toBe(user.id);
    }
  });

  it('keeps a remembered session for REMEMBER_ME_TTL_DAYS', async () => {
    const { user, password } = await createUser(t.ctx);
    const res = await post(t, '/login', { account: user.email, password, rememberMe: true });
    const expiresIn = Date.parse(res.json().data.token_detail.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 24 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 24 * 3600_000);
  });

  it('answers 401 invalidCredentials for a wrong password and for an unknown account alike', async () => {
    const { user } = await createUser(t.ctx);
    const expected = { status: 'error', statusCode: 401, message: MESSAGES.invalidCredentials };
    const wrong = await post(t, '/login', { account: user.email, password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    const unknown = await post(t, '/login', { account: uniqueEmail(), password: 'Wrong@123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('refuses an unverified account with 403 and mails it a fresh code', async () => {
    const { user, password } = await createUser(t.ctx, { emailVerified: false });
    const res = await post(t, '/login', { account: user.email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', statusCode: 403, message: MESSAGES.accountNotVerified });
    const otp = await lastOtpMailedTo(t.ctx, user.email);
    const verify = await post(t, '/verifyotp', { otp, email: user.email, type: 'email' });
    expect(verify.statusCode).toBe(200);
    expect((await post(t, '/login', { account: user.email, password })).statusCode).toBe(200);
  });

  it('mails nothing to an unverified account when the password is wrong', async () => {
    const { user } = await createUser(t.ctx, { emailVerified: false });
    const res = await post(t, '/login', { account: user.email, password: 'Wrong@123' });
    expect(res.statusCode).toBe(401);
    expect(await lastMailTo(t.ctx, user.email)).toBeNull();
  });

  it('requires the account and the password', async () => {
    const res = await post(t, '/login', { account: ' ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'account', message: MESSAGES.accountRequired },
      { path: 'password', message: MESSAGES.passwordRequired },
    ]);
  });
});

describe('POST /logout', () => {
  it('revokes the current session only: its token then gets 401 on a protected route', async () => {
    const { user, password } = await createUser(t.ctx);
    const first = await signIn(t, user.email, password);
    const second = await signIn(t, user.email, password);

    const res = await post(t, '/logout', undefined, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.loggedOut,
      data: null,
    });

    const again = await post(t, '/logout', undefined, first);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.sessionExpired });
    const other = await post(t, '/change/username', { username: `u${Date.now()}` }, second);
    expect(other.statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await post(t, '/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });
});

describe('per-account login throttle', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '10' });
  });
  afterAll(() => limited.close());

  it('after 10 failures, 20 wrong passwords within a minute end in 429, and the right one is refused too', async () => {
    const phone = uniquePhone();
    const { user, password } = await createUser(limited.ctx, { phone });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await post(limited, '/login', { account: user.email, password: `Wrong@${i}x` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    const right = await post(limited, '/login', { account: user.email, password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ status: 'error', statusCode: 429, message: MESSAGES.tooManyAttempts });
    // The lock follows the account, whichever of its identifiers is used.
    const byPhone = await post(limited, '/login', { account: phone, password });
    expect(byPhone.statusCode).toBe(429);
  });

  it('lets the account in again once the 15-minute window has passed', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 10; i++)
      await post(limited, '/login', { account: user.email, password: 'Wrong@123' });
    expect((await post(limited, '/login', { account: user.email, password })).statusCode).toBe(429);

    await limited.ctx.db
      .update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authThrottle.key, LoginThrottle.keyFor(user.id)));
    expect((await post(limited, '/login', { account: user.email, password })).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 9; i++) await post(limited, '/login', { account: user.email, password: 'Wrong@123' });
    expect((await post(limited, '/login', { account: user.email, password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await post(limited, '/login', { account: user.email, password: 'Wrong@123' })).statusCode).toBe(
        401,
      );
    }
    expect((await post(limited, '/login', { account: user.email, password })).statusCode).toBe(200);
  });

  it('is shared by every instance through the database', async () => {
    const other = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '10' });
    try {
      const { user, password } = await createUser(limited.ctx);
      for (let i = 0; i < 10; i++) {
        const instance = i % 2 ? other : limited;
        await post(instance, '/login', { account: user.email, password: 'Wrong@123' });
      }
      expect((await post(other, '/login', { account: user.email, password })).statusCode).toBe(429);
      expect((await post(limited, '/login', { account: user.email, password })).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('per-address rate limit', () => {
  it('answers 429 past AUTH_RATE_LIMIT_PER_MINUTE requests to an auth route', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await post(limited, '/checkAccount', { account: uniqueEmail() })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const res = await post(limited, '/login', { account: uniqueEmail(), password: 'Wrong@123' });
      expect(res.statusCode).toBe(401);
      for (let i = 0; i < 4; i++) await post(limited, '/login', { account: uniqueEmail(), password: 'x' });
      const blocked = await post(limited, '/login', { account: uniqueEmail(), password: 'Wrong@123' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        status: 'error',
        statusCode: 429,
        message: MESSAGES.tooManyAttempts,
      });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /checkAccount', () => {
  it('says whether an e-mail address has an account, with its roles', async () => {
    const { user } = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await post(t, '/checkAccount', { account: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      data: { exists: true, email: user.email, roles: ['doctor'] },
    });
    const unknown = await post(t, '/checkAccount', { account: uniqueEmail() });
    expect(unknown.json().data).toEqual({ exists: false, email: null, roles: [] });
  });

  it('finds an account by phone number, naming its e-mail address only to administrators', async () => {
    const phone = uniquePhone();
    const { user } = await createUser(t.ctx, { phone });
    const anonymous = await post(t, '/checkAccount', { account: phone });
    expect(anonymous.json().data).toEqual({ exists: true, email: null, roles: ['patient'] });
    const admin = await createAdmin(t.ctx);
    const asAdmin = await post(t, '/checkAccount', { account: phone }, admin.auth);
    expect(asAdmin.json().data).toEqual({ exists: true, email: user.email, roles: ['patient'] });
  });

  it('requires an account', async () => {
    const res = await post(t, '/checkAccount', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.accountRequired });
  });
});

describe('sessions', () => {
  it('records the client address and agent of a sign-in', async () => {
    const { user, password } = await createUser(t.ctx);
    const res = await post(t, '/login', { account: user.email, password }, { 'user-agent': 'vitest-agent' });
    const token = res.json().data.token_detail.token;
    const resolved = await t.ctx.tokens.resolve(token);
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, resolved!.sessionId));
    expect(row).toMatchObject({ userId: user.id, userAgent: 'vitest-agent', ip: '127.0.0.1' });
  });
});
