import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { lastSmsCode, post, signIn } from '../../../test/auth-helpers';
import {
  createAdmin,
  createUser,
  lastMailTo,
  lastOtpMailedTo,
  uniqueEmail,
  uniquePhone,
} from '../../../test/factories';
import { otps, users } from '../../platform/db/schema';

const t = useTestApp();

const NEW_PASSWORD = 'Fresh#Pass9';

/** A signed-in session still works when a protected route accepts its token. */
async function sessionWorks(app: TestApp, authorization: string): Promise<boolean> {
  const res = await post(
    app,
    '/change/username',
    { username: `u${Date.now()}${Math.round(Math.random() * 1e6)}` },
    {
      authorization,
    },
  );
  return res.statusCode === 200;
}

const canSignIn = async (account: string, password: string) =>
  (await post(t, '/login', { account, password })).statusCode === 200;

describe('POST /forgotpassword', () => {
  it('mails a reset code; with the code and a new password it changes the password and ends every session', async () => {
    const { user, password, auth } = await createUser(t.ctx);
    const ask = await post(t, '/forgotpassword', { account: user.email });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.passwordResetCodeSent,
      data: null,
    });
    const mail = await lastMailTo(t.ctx, user.email);
    expect(mail?.subject).toBe('Your CareNet password reset code');
    expect(mail?.text.match(/\b\d{6}\b/g)).toHaveLength(1);

    const otp = await lastOtpMailedTo(t.ctx, user.email);
    const reset = await post(t, '/forgotpassword', { account: user.email, otp, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.passwordChanged,
      data: null,
    });

    expect(await sessionWorks(t, auth.authorization)).toBe(false);
    expect(await canSignIn(user.email, password)).toBe(false);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('gives the same answer for an unknown account and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await post(t, '/forgotpassword', { account: email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.passwordResetCodeSent);
    expect(await lastMailTo(t.ctx, email)).toBeNull();
    const reset = await post(t, '/forgotpassword', {
      account: email,
      otp: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('texts the code when the account is named by its verified phone number', async () => {
    const phone = uniquePhone();
    const { user } = await createUser(t.ctx, { phone, phoneVerified: true });
    await post(t, '/forgotpassword', { account: phone });
    expect(await lastMailTo(t.ctx, user.email)).toBeNull();
    const otp = await lastSmsCode(t.ctx, phone);
    const reset = await post(t, '/forgotpassword', { account: phone, otp, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(await canSignIn(phone, NEW_PASSWORD)).toBe(true);
  });

  it('mails the code when the phone number named is not verified', async () => {
    const phone = uniquePhone();
    const { user } = await createUser(t.ctx, { phone });
    await post(t, '/forgotpassword', { account: phone });
    const otp = await lastOtpMailedTo(t.ctx, user.email);
    expect(
      (await post(t, '/forgotpassword', { account: phone, otp, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong or expired code', async () => {
    const { user } = await createUser(t.ctx);
    await post(t, '/forgotpassword', { account: user.email });
    const otp = await lastOtpMailedTo(t.ctx, user.email);
    const wrongCode = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post(t, '/forgotpassword', {
      account: user.email,
      otp: wrongCode,
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpInvalid });

    await t.ctx.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.userId, user.id));
    const expired = await post(t, '/forgotpassword', { account: user.email, otp, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpExpired });
  });

  it('needs both the code and the new password to reset', async () => {
    const { user } = await createUser(t.ctx);
    const noPassword = await post(t, '/forgotpassword', { account: user.email, otp: '123456' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([{ path: 'newPassword', message: MESSAGES.passwordRequired }]);
    const noCode = await post(t, '/forgotpassword', { account: user.email, newPassword: NEW_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual([{ path: 'otp', message: MESSAGES.otpFormat }]);
  });

  it('applies the password rules to the new password', async () => {
    const { user } = await createUser(t.ctx);
    const res = await post(t, '/forgotpassword', {
      account: user.email,
      otp: '123456',
      newPassword: 'Secret1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'newPassword', message: MESSAGES.passwordSpecial }]);
  });

  it('verifies the e-mail address of an account that never confirmed its registration code', async () => {
    const { user } = await createUser(t.ctx, { emailVerified: false });
    await post(t, '/forgotpassword', { account: user.email });
    const otp = await lastOtpMailedTo(t.ctx, user.email);
    await post(t, '/forgotpassword', { account: user.email, otp, newPassword: NEW_PASSWORD });
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('unlocks an account the login throttle had locked', async () => {
    const limited = await createTestApp({ LOGIN_FAILURES_PER_ACCOUNT: '3' });
    try {
      const { user } = await createUser(limited.ctx);
      for (let i = 0; i < 3; i++)
        await post(limited, '/login', { account: user.email, password: 'Wrong@123' });
      await post(limited, '/forgotpassword', { account: user.email });
      const otp = await lastOtpMailedTo(limited.ctx, user.email);
      await post(limited, '/forgotpassword', { account: user.email, otp, newPassword: NEW_PASSWORD });
      expect(
        (await post(limited, '/login', { account: user.email, password: NEW_PASSWORD })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /verifyotp and /resendotp type forgotPassword', () => {
  it('checks a reset code without using it, so the reset form can send it again', async () => {
    const { user } = await createUser(t.ctx);
    const sent = await post(t, '/resendotp', { email: user.email, type: 'forgotPassword' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(MESSAGES.otpSent);
    const otp = await lastOtpMailedTo(t.ctx, user.email);

    const check = await post(t, '/verifyotp', { otp, email: user.email, type: 'forgotPassword' });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.otpVerified,
      data: null,
    });

    const reset = await post(t, '/forgotpassword', { account: user.email, otp, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
  });
});

describe('POST /changepassword', () => {
  it('changes the password and ends every session of the user', async () => {
    const { user, password, auth } = await createUser(t.ctx);
    const other = await signIn(t, user.email, password);

    const res = await post(t, '/changepassword', { oldPassword: password, newPassword: NEW_PASSWORD }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.passwordChanged,
      data: null,
    });

    expect(await sessionWorks(t, auth.authorization)).toBe(false);
    expect(await sessionWorks(t, other.authorization)).toBe(false);
    const revoked = await post(t, '/logout', undefined, auth);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(MESSAGES.sessionExpired);
    expect(await canSignIn(user.email, password)).toBe(false);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a wrong current password', async () => {
    const { auth } = await createUser(t.ctx);
    const res = await post(
      t,
      '/changepassword',
      { oldPassword: 'Wrong@123', newPassword: NEW_PASSWORD },
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: MESSAGES.currentPasswordWrong,
      errors: [{ path: 'oldPassword', message: MESSAGES.currentPasswordWrong }],
    });
  });

  it('refuses the current password as the new one', async () => {
    const { password, auth } = await createUser(t.ctx);
    const res = await post(t, '/changepassword', { oldPassword: password, newPassword: password }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'newPassword', message: MESSAGES.samePassword }]);
  });

  it('applies the password rules to the new password', async () => {
    const { password, auth } = await createUser(t.ctx);
    const res = await post(t, '/changepassword', { oldPassword: password, newPassword: 'short' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'newPassword', message: MESSAGES.passwordCapital },
      { path: 'newPassword', message: MESSAGES.passwordDigit },
      { path: 'newPassword', message: MESSAGES.passwordSpecial },
      { path: 'newPassword', message: MESSAGES.passwordLength },
    ]);
  });

  it('needs a signed-in caller', async () => {
    const res = await post(t, '/changepassword', { oldPassword: 'Old@1234', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });
});

describe('POST /change/user/password', () => {
  it("lets an administrator set a user's password, ending the user's sessions", async () => {
    const admin = await createAdmin(t.ctx);
    const { user, auth } = await createUser(t.ctx);
    const res = await post(
      t,
      '/change/user/password',
      { userId: user.id, password: NEW_PASSWORD },
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.updatedSuccessfully,
      data: null,
    });
    expect(await sessionWorks(t, auth.authorization)).toBe(false);
    expect(await sessionWorks(t, admin.auth.authorization)).toBe(true);
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a caller who is not an administrator with 403', async () => {
    const caller = await createUser(t.ctx, { roles: ['doctor'] });
    const { user, password } = await createUser(t.ctx);
    const res = await post(
      t,
      '/change/user/password',
      { userId: user.id, password: NEW_PASSWORD },
      caller.auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', statusCode: 403, message: MESSAGES.forbidden });
    expect(await canSignIn(user.email, password)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const { user } = await createUser(t.ctx);
    const res = await post(t, '/change/user/password', { userId: user.id, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await post(
      t,
      '/change/user/password',
      { userId: '00000000-0000-4000-8000-000000000000', password: NEW_PASSWORD },
      admin.auth,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', statusCode: 404, message: MESSAGES.notFound });
  });

  it("keeps another super administrator's password out of an administrator's reach", async () => {
    const admin = await createAdmin(t.ctx);
    const superAdmin = await createUser(t.ctx, { roles: ['superAdmin'] });
    const refused = await post(
      t,
      '/change/user/password',
      { userId: superAdmin.user.id, password: NEW_PASSWORD },
      admin.auth,
    );
    expect(refused.statusCode).toBe(403);
    expect(await canSignIn(superAdmin.user.email, superAdmin.password)).toBe(true);

    const allowed = await post(
      t,
      '/change/user/password',
      { userId: admin.user.id, password: NEW_PASSWORD },
      superAdmin.auth,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('applies the password rules', async () => {
    const admin = await createAdmin(t.ctx);
    const { user } = await createUser(t.ctx);
    const res = await post(t, '/change/user/password', { userId: user.id, password: 'abc' }, admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordCapital);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
  });
});
