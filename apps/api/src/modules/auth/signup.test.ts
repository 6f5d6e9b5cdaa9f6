import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createAdmin, createUser, uniqueEmail, uniquePhone } from '../../../test/factories';
import { signupSessions } from '../../platform/db/schema';
import { secretHash } from './oidc-repository';
import { SIGNUP_COOKIE } from './routes';

const t = useTestApp();

/** Starts a sign-up as the sign-up page does; the cookie the browser keeps and sends back. */
async function startSignup(app: TestApp = t) {
  const res = await post(app, '/signup/start');
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { res, setCookie, cookie: setCookie.split(';')[0] };
}

const REFUSED = { status: 'error', statusCode: 403, message: MESSAGES.signupCheckRefused };

describe('POST /signup/start', () => {
  it('gives the browser an HttpOnly, SameSite=Strict cookie for /checkAccount only, and says until when', async () => {
    const { res, setCookie, cookie } = await startSignup();
    expect(setCookie).toMatch(new RegExp(`^${SIGNUP_COOKIE}=[\\w-]{43};`));
    expect(setCookie).toContain('Path=/api/v1/checkAccount;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toMatch(/Max-Age=1800;/);
    const { expiresAt } = res.json().data as { expiresAt: string };
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    // Only the hash is kept.
    const token = cookie.slice(`${SIGNUP_COOKIE}=`.length);
    const rows = await t.ctx.db
      .select()
      .from(signupSessions)
      .where(eq(signupSessions.tokenHash, secretHash(token)));
    expect(rows).toMatchObject([{ checks: 0 }]);
  });
});

describe('POST /checkAccount', () => {
  it('says whether an e-mail address or phone number is taken within a sign-up this browser started', async () => {
    const phone = uniquePhone();
    const { user } = await createUser(t.ctx, { roles: ['doctor'], phone });
    const { cookie } = await startSignup();
    for (const account of [user.email.toUpperCase(), phone]) {
      const res = await post(t, '/checkAccount', { account }, { cookie });
      expect(res.statusCode).toBe(200);
      // Never the roles, nor the e-mail behind a phone number.
      expect(res.json()).toEqual({
        status: 'success',
        statusCode: 200,
        message: 'Success',
        data: { exists: true },
      });
    }
    const unknown = await post(t, '/checkAccount', { account: uniqueEmail() }, { cookie });
    expect(unknown.json().data).toEqual({ exists: false });
  });

  it('refuses anyone outside a sign-up: no cookie, a made-up or expired one, a signed-in non-administrator', async () => {
    const { user, auth } = await createUser(t.ctx);
    const expired = await startSignup();
    await t.ctx.db
      .update(signupSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupSessions.tokenHash, secretHash(expired.cookie.slice(`${SIGNUP_COOKIE}=`.length))));
    const outsiders: Record<string, string>[] = [
      {},
      { cookie: `${SIGNUP_COOKIE}=made-up` },
      { cookie: expired.cookie },
      auth,
    ];
    for (const headers of outsiders) {
      const res = await post(t, '/checkAccount', { account: user.email }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('answers an administrator without a sign-up: their onboarding forms check as they type', async () => {
    const { user } = await createUser(t.ctx);
    const admin = await createAdmin(t.ctx);
    const res = await post(t, '/checkAccount', { account: user.email }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ exists: true });
  });

  it('answers 30 checks per sign-up, then 429', async () => {
    const { cookie } = await startSignup();
    for (let i = 0; i < 30; i++) {
      expect((await post(t, '/checkAccount', { account: uniqueEmail() }, { cookie })).statusCode).toBe(200);
    }
    const over = await post(t, '/checkAccount', { account: uniqueEmail() }, { cookie });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ status: 'error', statusCode: 429, message: MESSAGES.tooManyAttempts });
  });

  it('requires an account', async () => {
    const { cookie } = await startSignup();
    const res = await post(t, '/checkAccount', {}, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.accountRequired });
  });
});

describe('the auth rate limit', () => {
  it('applies to starting sign-ups and to checks, per client address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { cookie } = await startSignup(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await post(limited, '/checkAccount', { account: uniqueEmail() }, { cookie })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 2; i++) expect((await post(limited, '/signup/start')).statusCode).toBe(200);
      const blocked = await post(limited, '/signup/start');
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
