import { describe, expect, it } from 'vitest';
import type { SessionUserDto, SignedInUserDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { lastOtpMailedTo, uniqueEmail } from '../../../test/factories';

const t = useTestApp();

const sessionWith = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/session',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: SessionUserDto }>().data;
};

describe('the first sign-in on the session (the home greets a new person as new)', () => {
  it('is true in the session a new account signs in with, and false in every later one', async () => {
    const email = uniqueEmail('first');
    const password = 'Secret@123';
    await post(t, '/register', { name: { first_name: 'Asha', last_name: 'Verma' }, email, password });
    const otp = await lastOtpMailedTo(t.ctx, email);
    const verified = await post(t, '/verifyotp', { otp, email, type: 'email' });
    const first = verified.json<{ data: SignedInUserDto }>().data;
    expect(first.firstSignIn).toBe(true);
    expect((await sessionWith(first.token_detail.token)).firstSignIn).toBe(true);

    const login = await post(t, '/login', { account: email, password });
    expect(login.statusCode).toBe(200);
    const second = login.json<{ data: SignedInUserDto }>().data;
    expect(second.firstSignIn).toBe(false);
    expect((await sessionWith(second.token_detail.token)).firstSignIn).toBe(false);
    // The first session stays the first, even once there are later ones.
    expect((await sessionWith(first.token_detail.token)).firstSignIn).toBe(true);
  });

  it('counts a signed-out session as an earlier sign-in', async () => {
    const email = uniqueEmail('again');
    const password = 'Secret@123';
    await post(t, '/register', { name: { first_name: 'Ravi', last_name: 'Iyer' }, email, password });
    const otp = await lastOtpMailedTo(t.ctx, email);
    const verified = await post(t, '/verifyotp', { otp, email, type: 'email' });
    const token = verified.json<{ data: SignedInUserDto }>().data.token_detail.token;
    await post(t, '/logout', undefined, { authorization: `Bearer ${token}` });

    const login = await post(t, '/login', { account: email, password });
    expect(login.json<{ data: SignedInUserDto }>().data.firstSignIn).toBe(false);
  });
});
