import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { post, signIn } from '../../../test/auth-helpers';
import { createAdmin, createUser, lastOtpMailedTo, uniqueEmail, uniquePhone } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';
import { AUTH_EVENTS } from './events';
import { findUserByAccount, insertUser } from '../users';
import { violatedUniqueIndex } from '../../platform/db/unique-violation';

const t = useTestApp();

async function activityOf(userId: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, userId))
    .orderBy(asc(activityLog.createdAt));
}

describe('activity log', () => {
  it('records registration as Register, sign-ins as Login and the rest of the account’s life as Auth', async () => {
    const email = uniqueEmail('log');
    const password = 'Secret@123';
    await post(t, '/register', {
      name: { first_name: 'Log', last_name: 'Ged' },
      email,
      password,
    });
    const userId = (await findUserByAccount(t.ctx.db, email))!.id;
    await post(t, '/verifyotp', { otp: await lastOtpMailedTo(t.ctx, email), email, type: 'email' });
    await post(t, '/login', { account: email, password: 'Wrong@123' });
    const auth = await signIn(t, email, password);
    await post(t, '/change/username', { username: `log_${userId.slice(0, 8)}` }, auth);
    await post(t, '/change/number', { phone: uniquePhone() }, auth);
    await post(t, '/changepassword', { oldPassword: password, newPassword: 'Second@123' }, auth);
    await post(t, '/logout', undefined, await signIn(t, email, 'Second@123'));
    await post(t, '/forgotpassword', { account: email });
    const otp = await lastOtpMailedTo(t.ctx, email);
    await post(t, '/forgotpassword', { account: email, otp, newPassword: 'Third@123' });

    const rows = await activityOf(userId);
    expect(rows.map((r) => [r.category, r.action])).toEqual([
      ['Register', 'auth.registered'],
      ['Auth', 'auth.otp_verified'],
      // The verified code signs the new user in.
      ['Login', 'auth.login'],
      ['Login', 'auth.login_failed'],
      ['Login', 'auth.login'],
      ['Auth', 'auth.username_changed'],
      ['Auth', 'auth.number_changed'],
      ['Auth', 'auth.password_changed'],
      ['Login', 'auth.login'],
      ['Auth', 'auth.logout'],
      ['Auth', 'auth.otp_sent'],
      ['Auth', 'auth.password_reset'],
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ subjectType: 'user', subjectId: userId, ip: '127.0.0.1' });
    // A failed sign-in has no known actor; every other row names the user who acted.
    expect(rows.filter((r) => r.userId === null).map((r) => r.action)).toEqual([
      'auth.login_failed',
      'auth.otp_sent',
    ]);
    expect(rows.find((r) => r.action === 'auth.login_failed')?.details).toEqual({ reason: 'wrong password' });
  });

  it('keeps the order of the entries one change writes in its transaction', async () => {
    const user = await createUser(t.ctx, { roles: ['patient'] });
    const about = { actorId: user.user.id, subjectType: 'user', subjectId: user.user.id };
    await t.ctx.events.transaction(async (_tx, emit) => {
      await emit(AUTH_EVENTS.otpVerified, { type: 'email' }, about);
      await emit(AUTH_EVENTS.loggedIn, { rememberMe: false }, about);
    });
    await t.ctx.events.settled();
    // Entries of the same moment would come in the order of their names here: login first.
    const rows = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.subjectId, user.user.id))
      .orderBy(asc(activityLog.createdAt), asc(activityLog.action));
    expect(rows.map((row) => row.action)).toEqual(['auth.otp_verified', 'auth.login']);
  });

  it('names the administrator who set a password as the actor', async () => {
    const admin = await createAdmin(t.ctx);
    const { user } = await createUser(t.ctx);
    await post(t, '/change/user/password', { userId: user.id, password: 'Admin@set1' }, admin.auth);
    const rows = await activityOf(user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        category: 'Auth',
        action: 'auth.password_set_by_admin',
        userId: admin.user.id,
      }),
    ]);
  });
});

describe('violatedUniqueIndex', () => {
  it('names the unique index a duplicate insert broke, on the driver in use', async () => {
    const { user } = await createUser(t.ctx, { phone: uniquePhone() });
    const duplicate = (overrides: { email?: string; phone?: string }) =>
      insertUser(t.ctx.db, {
        name: { first_name: 'Dup', last_name: 'Licate', middle_name: '' },
        email: uniqueEmail(),
        password: 'Secret@123',
        ...overrides,
      }).then(
        () => 'inserted',
        (error: unknown) => violatedUniqueIndex(error),
      );
    expect(await duplicate({ email: user.email })).toBe('users_email_unique');
    expect(await duplicate({ phone: user.phone! })).toBe('users_phone_unique');
    expect(violatedUniqueIndex(new Error('other'))).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('lists every auth route', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const path of [
      'register',
      'verifyotp',
      'resendotp',
      'login',
      'logout',
      'forgotpassword',
      'changepassword',
      'change/user/password',
      'change/username',
      'change/number',
      'checkAccount',
      'signup/start',
      'user/{id}/identities',
      'user/{id}/identities/{identityId}',
    ]) {
      expect(paths).toContain(`/api/v1/${path}`);
    }
  });
});
