import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createUser, lastMailTo, lastOtpMailedTo, uniqueEmail, uniquePhone } from '../../../test/factories';
import { activityLog, mailOutbox, users } from '../../platform/db/schema';
import { translatorFor } from '../../platform/i18n';

const t = useTestApp();

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: { first_name: 'Asha', last_name: 'Verma' },
  email: uniqueEmail('reg'),
  password: 'Secret@123',
  ...overrides,
});

/** The whole answer to a sign-up: the same for a new address and a taken one. */
const SIGNUP_ANSWER = {
  status: 'success',
  statusCode: 201,
  message: MESSAGES.registered,
  data: null,
};

async function accountsWith(email: string) {
  return t.ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
}

describe('POST /register', () => {
  it('creates an unverified account, answers 201 without the account and e-mails a 6-digit code once', async () => {
    const phone = uniquePhone();
    const body = registration({ phone, roles: ['doctor'], gender: 'f' });
    const res = await post(t, '/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SIGNUP_ANSWER);
    expect(await accountsWith(body.email)).toMatchObject([
      {
        emailVerified: false,
        phone,
        phoneVerified: false,
        roles: ['doctor'],
        gender: 'f',
        name: { first_name: 'Asha', last_name: 'Verma', middle_name: '' },
      },
    ]);

    const mail = await lastMailTo(t.ctx, body.email);
    expect(mail?.subject).toBe('Your CareNet verification code');
    expect(mail?.text.match(/\b\d{6}\b/g)).toHaveLength(1);
  });

  it('stores the e-mail lower-cased and a local phone number in E.164 form', async () => {
    const email = uniqueEmail('MiXeD');
    const phone = uniquePhone();
    const res = await post(t, '/register', registration({ email, phone: phone.slice('+91'.length) }));
    expect(res.statusCode).toBe(201);
    const [row] = await accountsWith(email);
    expect(row.email).toBe(email.toLowerCase());
    expect(row.phone).toBe(phone);
  });

  it('answers a taken e-mail address byte for byte as a new one, and e-mails its owner in their language instead', async () => {
    const fresh = await post(t, '/register', registration());
    const { user: owner } = await createUser(t.ctx, { locale: 'hi' });
    const taken = await post(t, '/register', registration({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual(SIGNUP_ANSWER);

    // No second account, no code: the owner is told someone tried, and how to get in if it was them.
    expect(await accountsWith(owner.email)).toMatchObject([{ id: owner.id }]);
    const hindi = translatorFor('hi');
    const mail = await lastMailTo(t.ctx, owner.email);
    expect(mail?.subject).toBe(hindi.t('Someone tried to sign up to CareNet with your details'));
    expect(mail?.text).toContain(
      hindi.t(
        'Someone just tried to create a CareNet account with your e-mail address {email}. You already have an account with it, so no new account was made.',
        { email: owner.email },
      ),
    );
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/login`);
    expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/forgot-password`);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, owner.id), eq(activityLog.action, 'auth.signup_taken_contact')));
    expect(logged).toMatchObject([{ category: 'Register', userId: null, details: { contact: 'email' } }]);
  });

  it('leaves a phone number another account holds off the new account, and tells that account’s owner', async () => {
    const phone = uniquePhone();
    const { user: owner } = await createUser(t.ctx, { phone });
    const body = registration({ phone });
    const res = await post(t, '/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(SIGNUP_ANSWER);
    const [created] = await accountsWith(body.email);
    expect(created.phone).toBeNull();
    expect(await lastOtpMailedTo(t.ctx, body.email)).toMatch(/^\d{6}$/);
    const mail = await lastMailTo(t.ctx, owner.email);
    expect(mail?.subject).toBe('Someone tried to sign up to CareNet with your details');
    expect(mail?.text).toContain(
      `Someone just tried to create a CareNet account with your phone number ${phone}. It belongs to your account, so it was not added to the new one.`,
    );
  });

  it('answers two sign-ups racing for one address alike: one account, and its owner told of the other', async () => {
    const body = registration();
    const [a, b] = await Promise.all([post(t, '/register', body), post(t, '/register', body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await accountsWith(body.email)).toHaveLength(1);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Someone tried to sign up to CareNet with your details',
      'Your CareNet verification code',
    ]);
  });

  it('refuses an invalid e-mail and phone number with field errors', async () => {
    const res = await post(t, '/register', registration({ email: 'not-an-email', phone: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: MESSAGES.invalidEmail },
        { path: 'phone', message: MESSAGES.invalidPhoneNumber },
      ]),
    );
  });

  it('refuses a privileged role', async () => {
    const res = await post(t, '/register', registration({ roles: ['admin'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('roles.0');
  });

  describe('applies each docs/validation-and-limits.md#accounts password rule with its own message', () => {
    const cases: [rule: string, password: string, message: string][] = [
      ['required', '', MESSAGES.passwordRequired],
      ['at least one letter', '12345!', MESSAGES.passwordLetter],
      ['one capital letter', 'secret@123', MESSAGES.passwordCapital],
      ['one digit', 'Secret@abc', MESSAGES.passwordDigit],
      ['one special character (a hyphen or slash is not one)', 'Secret-1/2', MESSAGES.passwordSpecial],
      ['at least 6 characters', 'Ab1@', MESSAGES.passwordLength],
    ];
    it.each(cases)('%s', async (_rule, password, message) => {
      const res = await post(t, '/register', registration({ password }));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.status).toBe('error');
      expect(body.errors).toContainEqual({ path: 'password', message });
    });

    it('gives only the rule that is broken', async () => {
      const res = await post(t, '/register', registration({ password: 'Secret1' }));
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 400,
        message: MESSAGES.passwordSpecial,
        errors: [{ path: 'password', message: MESSAGES.passwordSpecial }],
      });
    });
  });
});

describe('POST /verifyotp type email', () => {
  it('verifies the account with the mailed code and signs the new user in', async () => {
    const body = registration();
    await post(t, '/register', body);
    const otp = await lastOtpMailedTo(t.ctx, body.email);
    const res = await post(t, '/verifyotp', { otp, email: body.email, type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: MESSAGES.accountVerifiedSignedIn,
      data: { email: body.email, email_verified: true },
    });
    const token = res.json().data.token_detail.token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${res.json().data._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    const login = await post(t, '/login', { account: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it('uses a code only once', async () => {
    const body = registration();
    await post(t, '/register', body);
    const otp = await lastOtpMailedTo(t.ctx, body.email);
    expect((await post(t, '/verifyotp', { otp, email: body.email, type: 'email' })).statusCode).toBe(200);
    const again = await post(t, '/verifyotp', { otp, email: body.email, type: 'email' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.otpInvalid);
  });

  it('answers otpInvalid for an unknown account', async () => {
    const res = await post(t, '/verifyotp', { otp: '123456', email: uniqueEmail(), type: 'email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.otpInvalid });
  });

  it('refuses a code that is not 6 digits, and a call naming no account', async () => {
    const short = await post(t, '/verifyotp', { otp: '12345', email: uniqueEmail(), type: 'email' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'otp', message: MESSAGES.otpFormat }]);
    const noAccount = await post(t, '/verifyotp', { otp: '123456', type: 'email' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors).toEqual([{ path: 'email', message: MESSAGES.accountRequired }]);
  });
});

describe('POST /resendotp type email', () => {
  it('mails a new code that replaces the previous one', async () => {
    const body = registration();
    await post(t, '/register', body);
    const first = await lastOtpMailedTo(t.ctx, body.email);
    const res = await post(t, '/resendotp', { email: body.email, type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', statusCode: 200, message: MESSAGES.otpSent, data: null });
    const second = await lastOtpMailedTo(t.ctx, body.email);
    if (first !== second) {
      const old = await post(t, '/verifyotp', { otp: first, email: body.email, type: 'email' });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(MESSAGES.otpInvalid);
    }
    const fresh = await post(t, '/verifyotp', { otp: second, email: body.email, type: 'email' });
    expect(fresh.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown or already verified address and mails nothing', async () => {
    const unknown = uniqueEmail();
    const res = await post(t, '/resendotp', { email: unknown, type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.otpSent);
    expect(await lastMailTo(t.ctx, unknown)).toBeNull();

    const { user } = await createUser(t.ctx);
    const verified = await post(t, '/resendotp', { email: user.email, type: 'email' });
    expect(verified.statusCode).toBe(200);
    expect(await lastMailTo(t.ctx, user.email)).toBeNull();
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerified).toBe(true);
  });
});
