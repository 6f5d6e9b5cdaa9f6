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
import { throttleKeys } from './throttle';

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

describe('login throttle (per client and per account)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '10' });
  });
  afterAll(() => limited.close());

  /** POST /login from a client address of our choosing (the test app trusts no proxy header). */
  const loginFrom = (client: string, account: string, password: string, app: TestApp = limited) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account, password },
      remoteAddress: client,
    });

  const throttled = { status: 'error', statusCode: 429, message: MESSAGES.tooManyAttempts };
  const refused = { status: 'error', statusCode: 401, message: MESSAGES.invalidCredentials };

  /** What one client sees of 20 wrong passwords within a minute on an account. */
  async function twentyWrong(client: string, account: string) {
    const answers: { statusCode: number; body: unknown }[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await loginFrom(client, account, `Wrong@${i}x`);
      answers.push({ statusCode: res.statusCode, body: res.json() });
    }
    return answers;
  }

  /** Moves a counter's window back, as if that many minutes had passed since it opened. */
  const age = (key: string, minutes: number) =>
    limited.ctx.db
      .update(authThrottle)
      .set({ windowStartedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(authThrottle.key, key));

  it('after 10 failures, 20 wrong passwords within a minute end in 429 for that client, while the owner signs in from another', async () => {
    const phone = uniquePhone();
    const { user, password } = await createUser(limited.ctx, { phone });
    const answers = await twentyWrong('198.51.100.1', user.email);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ statusCode: 401, body: refused }));
    expect(answers.slice(10)).toEqual(Array(10).fill({ statusCode: 429, body: throttled }));

    // The attacking client waits, even with the right password and by the account's other identifier.
    const attacker = await loginFrom('198.51.100.1', user.email, password);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual(throttled);
    expect((await loginFrom('198.51.100.1', phone, password)).statusCode).toBe(429);

    const owner = await loginFrom('203.0.113.7', user.email, password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      statusCode: 200,
      message: MESSAGES.loggedIn,
      data: { _id: user.id },
    });
  });

  it('answers an unknown account exactly as a known one, attempt after attempt', async () => {
    const { user } = await createUser(limited.ctx);
    const known = await twentyWrong('198.51.100.2', user.email);
    const unknown = await twentyWrong('198.51.100.2', uniqueEmail());
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.statusCode)).toEqual([
      ...Array(10).fill(401),
      ...Array(10).fill(429),
    ]);
  });

  it('gives a client one try a minute once it has failed 10 times, and the right password then signs in', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 10; i++) await loginFrom('198.51.100.3', user.email, 'Wrong@123');
    expect((await loginFrom('198.51.100.3', user.email, password)).statusCode).toBe(429);

    const keys = throttleKeys({ account: user.id, client: '198.51.100.3' });
    await age(keys.recent, 2);
    // One guess after the minute; a wrong one starts the next minute's wait.
    expect((await loginFrom('198.51.100.3', user.email, 'Wrong@456')).statusCode).toBe(401);
    expect((await loginFrom('198.51.100.3', user.email, password)).statusCode).toBe(429);
    await age(keys.recent, 2);
    expect((await loginFrom('198.51.100.3', user.email, password)).statusCode).toBe(200);
  });

  it('slows every failing client of an account attacked from many, never a client that has not failed', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(`192.0.2.${i + 1}`, user.email, 'Wrong@123')).statusCode).toBe(401);
    }
    // Each of those clients failed once only, yet the account has had 10 failures: they wait a minute.
    expect((await loginFrom('192.0.2.1', user.email, password)).statusCode).toBe(429);
    expect((await loginFrom('192.0.2.99', user.email, 'Wrong@123')).statusCode).toBe(401);
    expect((await loginFrom('192.0.2.99', user.email, 'Wrong@456')).statusCode).toBe(429);
    expect((await loginFrom('192.0.2.100', user.email, password)).statusCode).toBe(200);

    await age(throttleKeys({ account: user.id, client: '192.0.2.1' }).recent, 2);
    expect((await loginFrom('192.0.2.1', user.email, password)).statusCode).toBe(200);
  });

  it('starts a client counting afresh after its successful sign-in', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 9; i++) await loginFrom('198.51.100.4', user.email, 'Wrong@123');
    expect((await loginFrom('198.51.100.4', user.email, password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await loginFrom('198.51.100.4', user.email, 'Wrong@123')).statusCode).toBe(401);
    }
    expect((await loginFrom('198.51.100.4', user.email, password)).statusCode).toBe(200);
  });

  it('forgets every count of the account once its password is reset', async () => {
    const { user, password } = await createUser(limited.ctx);
    for (let i = 0; i < 10; i++) await loginFrom('198.51.100.5', user.email, 'Wrong@123');
    expect((await loginFrom('198.51.100.5', user.email, password)).statusCode).toBe(429);
    const admin = await createAdmin(limited.ctx);
    const reset = await post(
      limited,
      '/change/user/password',
      { userId: user.id, password: 'Fresh@123' },
      admin.auth,
    );
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom('198.51.100.5', user.email, 'Fresh@123')).statusCode).toBe(200);
  });

  it('is shared by every instance through the database', async () => {
    const other = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '10' });
    try {
      const { user, password } = await createUser(limited.ctx);
      for (let i = 0; i < 10; i++) {
        await loginFrom('198.51.100.6', user.email, 'Wrong@123', i % 2 ? other : limited);
      }
      expect((await loginFrom('198.51.100.6', user.email, password, other)).statusCode).toBe(429);
      expect((await loginFrom('198.51.100.6', user.email, password, limited)).statusCode).toBe(429);
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
        statuses.push((await post(limited, '/signup/start')).statusCode);
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
