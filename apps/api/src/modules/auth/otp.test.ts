import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createUser, lastOtpMailedTo } from '../../../test/factories';
import { otps } from '../../platform/db/schema';

const t = useTestApp();

/** An unverified account with a code in its mailbox. */
async function pendingAccount(app: TestApp) {
  const { user } = await createUser(app.ctx, { emailVerified: false });
  await post(app, '/resendotp', { email: user.email, type: 'email' });
  return { user, code: await lastOtpMailedTo(app.ctx, user.email) };
}

/** A 6-digit code other than the given one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verify = (app: TestApp, email: string, otp: string) =>
  post(app, '/verifyotp', { otp, email, type: 'email' });

describe('one-time codes', () => {
  it('are 6 random digits, stored only as a hash, expiring after OTP_TTL_MINUTES', async () => {
    const { user, code } = await pendingAccount(t);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.ctx.db
      .select()
      .from(otps)
      .where(and(eq(otps.userId, user.id), eq(otps.purpose, 'email')));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].target).toBe(user.email);
    const ttl = rows[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses a wrong code with 400 otpInvalid and still accepts the right one', async () => {
    const { user, code } = await pendingAccount(t);
    const res = await verify(t, user.email, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpInvalid });
    expect((await verify(t, user.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code with 400 otpExpired', async () => {
    const { user, code } = await pendingAccount(t);
    await t.ctx.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.userId, user.id));
    const res = await verify(t, user.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpExpired });
  });

  it('dies after OTP_MAX_ATTEMPTS wrong tries (429 otpTooManyAttempts), even for the right code', async () => {
    const { user, code } = await pendingAccount(t);
    for (let i = 0; i < 4; i++) {
      const res = await verify(t, user.email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.otpInvalid);
    }
    const fifth = await verify(t, user.email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ status: 'error', statusCode: 429, message: MESSAGES.otpTooManyAttempts });
    const right = await verify(t, user.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MESSAGES.otpTooManyAttempts);

    // A new code starts afresh.
    await post(t, '/resendotp', { email: user.email, type: 'email' });
    expect((await verify(t, user.email, await lastOtpMailedTo(t.ctx, user.email))).statusCode).toBe(200);
  });

  it('counts parallel guesses too: never more than OTP_MAX_ATTEMPTS of them are checked', async () => {
    const { user, code } = await pendingAccount(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(t, user.email, wrong(code))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(400), ...Array(6).fill(429)]);
    const [row] = await t.ctx.db.select().from(otps).where(eq(otps.userId, user.id));
    expect(row.attempts).toBe(5);
  });

  it('follow OTP_MAX_ATTEMPTS', async () => {
    const strict = await createTestApp({ OTP_MAX_ATTEMPTS: '2' });
    try {
      const { user, code } = await pendingAccount(strict);
      expect((await verify(strict, user.email, wrong(code))).statusCode).toBe(400);
      expect((await verify(strict, user.email, wrong(code))).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('are replaced by a new code for the same user and purpose', async () => {
    const { user, code: first } = await pendingAccount(t);
    await post(t, '/resendotp', { email: user.email, type: 'email' });
    const second = await lastOtpMailedTo(t.ctx, user.email);
    const rows = await t.ctx.db.select().from(otps).where(eq(otps.userId, user.id));
    expect(rows).toHaveLength(1);
    // Two draws are equal once in a million; the old code is refused whenever it differs.
    if (first !== second) {
      const old = await verify(t, user.email, first);
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpInvalid });
    }
    expect((await verify(t, user.email, second)).statusCode).toBe(200);
  });

  it('of one purpose do not verify another', async () => {
    const { user, code } = await pendingAccount(t);
    const res = await post(t, '/verifyotp', { otp: code, email: user.email, type: 'forgotPassword' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpInvalid);
    expect((await verify(t, user.email, code)).statusCode).toBe(200);
  });
});
