import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES,
  REFERRAL_HASH_PREFIX,
  REFERRAL_MESSAGES,
  decodeReferralInvite,
  type ReferralsDto,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createUser, lastMailTo, uniqueEmail, type TestUser } from '../../../test/factories';
import { activityLog, users } from '../../platform/db/schema';
import { findUserByAccount } from '../users';

const t = useTestApp();

/** Each invitation from its own address: the hourly limit counts per sender, but tests share this app. */
const invite = (user: TestUser, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notifications/email',
    headers: user.auth,
    payload,
    remoteAddress: `203.0.113.${randomInt(1, 255)}`,
  });

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

const doctorNamed = () =>
  createUser(t.ctx, { roles: ['doctor'], name: { first_name: 'Ravi', last_name: 'Menon', middle_name: '' } });

/** The invite link's token, as the e-mail to `to` carries it. */
async function mailedToken(to: string): Promise<string> {
  const mail = await lastMailTo(t.ctx, to);
  const link = mail?.text.match(/Join CareNet: (\S+)/)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  expect(url.origin).toBe(new URL(t.ctx.config.publicUrl).origin);
  expect(url.pathname).toBe('/invitation');
  expect(url.hash.startsWith(`#${REFERRAL_HASH_PREFIX}`)).toBe(true);
  return url.hash.slice(1 + REFERRAL_HASH_PREFIX.length);
}

describe('Refer a doctor', () => {
  it('refuses to invite someone who is a doctor already, with SPEC’s message, and mails nothing', async () => {
    const referrer = await doctorNamed();
    const colleague = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await invite(referrer, {
      recipientEmailIds: [colleague.user.email],
      fullName: 'A Colleague',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 409,
      message: 'The person selected is already a doctor in our application.',
      errors: [{ path: 'recipientEmailIds', message: NOTIFICATION_MESSAGES.alreadyDoctor }],
    });
    expect(await lastMailTo(t.ctx, colleague.user.email)).toBeNull();
  });

  it('greets the invitee by name and refuses a link in the name', async () => {
    const referrer = await doctorNamed();
    const to = uniqueEmail('named');
    expect((await invite(referrer, { recipientEmailIds: [to], fullName: 'Kavya Rao' })).statusCode).toBe(200);
    expect((await lastMailTo(t.ctx, to))?.text.startsWith('Hello Kavya Rao,\n')).toBe(true);
    const linked = await invite(referrer, {
      recipientEmailIds: [uniqueEmail('x')],
      fullName: 'see evil.example',
    });
    expect(linked.statusCode).toBe(400);
  });

  it('carries the referrer’s code base64-encoded with the address, and names the referrer by it', async () => {
    const referrer = await doctorNamed();
    const to = uniqueEmail('invitee');
    expect((await invite(referrer, { recipientEmailIds: [to] })).statusCode).toBe(200);
    const token = await mailedToken(to);
    const decoded = decodeReferralInvite(token);
    expect(Buffer.from(token, 'base64url').toString()).toBe(`${decoded?.code}:${to}`);
    expect(decoded?.email).toBe(to);

    const mine = await get('/referrals', referrer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json<{ data: ReferralsDto }>().data).toEqual({
      referral_code: decoded?.code,
      joined: [],
      abilities: { invite: true },
    });

    const named = await get(`/referrals/code/${decoded?.code}`);
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toEqual({ referrerName: 'Ravi Menon' });
    const unknown = await get('/referrals/code/NoSuchCode1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REFERRAL_MESSAGES.linkNotValid);
  });

  it('records the referrer of a sign-up through the link, once, and shows them in the referrer’s list', async () => {
    const referrer = await doctorNamed();
    const to = uniqueEmail('joiner');
    await invite(referrer, { recipientEmailIds: [to] });
    const decoded = decodeReferralInvite(await mailedToken(to));
    const res = await post(t, '/register', {
      name: { first_name: 'Neha', last_name: 'Kapoor' },
      email: to,
      password: 'Secret@123',
      roles: ['doctor'],
      referral_code: decoded?.code,
    });
    expect(res.statusCode).toBe(201);
    const joinerId = (await findUserByAccount(t.ctx.db, to))!.id;
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, joinerId));
    expect(row.referredBy).toBe(referrer.user.id);
    // The joiner's own code is theirs to make, not the one they signed up with.
    expect(row.referralCode).toBeNull();

    const list = (await get('/referrals', referrer)).json<{
      data: ReferralsDto;
      totalCountOfRecords: number;
    }>();
    expect(list.totalCountOfRecords).toBe(1);
    expect(list.data.joined).toEqual([
      { _id: joinerId, name: 'Neha Kapoor', roles: ['doctor'], joinedAt: expect.any(String) as string },
    ]);

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, joinerId), eq(activityLog.action, 'referral.joined')));
    expect(logged).toHaveLength(1);
    expect(logged[0].details).toEqual({ referrerId: referrer.user.id });
  });

  it('signs up without a referrer when the code names no one', async () => {
    const email = uniqueEmail('nocode');
    const res = await post(t, '/register', {
      name: { first_name: 'Sam', last_name: 'Roy' },
      email,
      password: 'Secret@123',
      referral_code: 'Unknown123',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row.referredBy).toBeNull();
  });

  it('gives no code to who may not invite, and lists referrals only to a signed-in user', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await get('/referrals', patient)).json().data).toEqual({
      referral_code: null,
      joined: [],
      abilities: { invite: false },
    });
    expect((await get('/referrals')).statusCode).toBe(401);
  });
});
