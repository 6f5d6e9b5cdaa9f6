import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OIDC_MESSAGES, OIDC_OUTCOMES } from '@carenet/shared';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createUser, lastOtpMailedTo, uniqueEmail } from '../../../test/factories';
import {
  startOidcProvider,
  type LocalOidcProvider,
  type ProviderDecision,
} from '../../../test/oidc-provider';
import {
  activityLog,
  authThrottle,
  oidcLoginAttempts,
  userIdentities,
  users,
} from '../../platform/db/schema';
import { UNUSABLE_PASSWORD } from '../../platform/auth/passwords';
import { OIDC_COOKIE } from './oidc-routes';
import { secretHash } from './oidc-repository';

const PUBLIC_URL = 'http://carenet.test';
const REDIRECT_URI = `${PUBLIC_URL}/authorize`;

let provider: LocalOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Test ID',
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A person known to the provider, with an e-mail nobody at CareNet has unless given. */
function providerAccount(overrides: { email?: string; email_verified?: boolean } = {}) {
  const sub = `sub-${randomUUID()}`;
  const email = overrides.email ?? uniqueEmail('oidc');
  provider.accounts.set(sub, {
    sub,
    email,
    email_verified: overrides.email_verified ?? true,
    given_name: 'Asha',
    family_name: 'Rao',
  });
  return { sub, email };
}

interface Started {
  location: string;
  cookie: string;
  state: string;
}

async function start(returnTo = '/home'): Promise<Started> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  const cookie = setCookie.split(';')[0];
  const location = String(res.headers.location);
  return { location, cookie, state: new URL(location).searchParams.get('state') ?? '' };
}

/** Starts a sign-in, goes through the provider and returns what it sent back to /authorize. */
async function throughProvider(decision: ProviderDecision, returnTo?: string) {
  const started = await start(returnTo);
  const callback = await provider.authorize(started.location, decision);
  return { ...started, callback };
}

function oautherize(callback: URL, cookie: string) {
  const body = Object.fromEntries(callback.searchParams);
  return post(t, '/oautherize', body, { cookie });
}

describe('sign-in with an outside OpenID Connect provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, to /authorize', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('first sign-in: "new", then /almostDone creates the account with the chosen role, links it and signs in', async () => {
    const person = providerAccount();
    const { callback, cookie } = await throughProvider({ signInAs: person.sub }, '/doctor/dashboard');
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      outcome: OIDC_OUTCOMES.signUp,
      email: person.email,
      providerName: 'Test ID',
      returnTo: '/doctor/dashboard',
    });
    // Nothing exists yet: the account is made only once the role and the terms are given.
    expect(await t.ctx.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);

    const noTerms = await post(
      t,
      '/oautherize/complete',
      { pendingToken: data.pendingToken, role: 'doctor', acceptTerms: false },
      { cookie },
    );
    expect(noTerms.statusCode).toBe(400);

    const done = await post(
      t,
      '/oautherize/complete',
      { pendingToken: data.pendingToken, role: 'doctor', acceptTerms: true },
      { cookie },
    );
    expect(done.statusCode).toBe(201);
    expect(done.json().message).toBe(OIDC_MESSAGES.accountCreated);
    const signedIn = done.json().data;
    expect(signedIn.returnTo).toBe('/doctor/dashboard');
    expect(signedIn.user).toMatchObject({ email: person.email, roles: ['doctor'] });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, person.email));
    expect(user.emailVerified).toBe(true);
    expect(user.name).toMatchObject({ first_name: 'Asha', last_name: 'Rao' });
    // No password until a reset sets one: the account screen keeps its last link (docs/outside-sign-in.md#linked-accounts).
    expect(user.passwordHash).toBe(UNUSABLE_PASSWORD);
    const identities = await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(identities).toMatchObject([{ issuer: provider.issuer, subject: person.sub, email: person.email }]);

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/${user.id}`,
      headers: { authorization: `Bearer ${signedIn.user.token_detail.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The pending token was used up with the sign-up.
    const again = await post(
      t,
      '/oautherize/complete',
      { pendingToken: data.pendingToken, role: 'patient', acceptTerms: true },
      { cookie },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(OIDC_MESSAGES.attemptInvalid);
  });

  it('refuses to sign up with an e-mail the provider has not verified: no account, no pending sign-up', async () => {
    const person = providerAccount({ email_verified: false });
    const { callback, cookie, state } = await throughProvider({ signInAs: person.sub });
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: OIDC_MESSAGES.emailUnverified('Test ID'),
    });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.subject, person.sub)),
    ).toHaveLength(0);
    expect(
      await t.ctx.db
        .select()
        .from(oidcLoginAttempts)
        .where(eq(oidcLoginAttempts.stateHash, secretHash(state))),
    ).toHaveLength(0);
    await t.ctx.events.settled();
    const refused = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'auth.oidc_refused'));
    expect(refused.map((row) => row.details)).toContainEqual({
      provider: 'Test ID',
      reason: 'email not verified',
    });
  });

  it('refuses to link an existing account by an e-mail the provider has not verified', async () => {
    const { user } = await createUser(t.ctx, { email: uniqueEmail('victim') });
    const person = providerAccount({ email: user.email, email_verified: false });
    const { callback, cookie } = await throughProvider({ signInAs: person.sub });
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.emailUnverified('Test ID'));
    expect(res.json().data).toBeUndefined();
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toHaveLength(0);
  });

  it('refuses to finish a sign-up or a link recorded with an unverified e-mail (before the rule)', async () => {
    const newcomer = providerAccount();
    const first = await throughProvider({ signInAs: newcomer.sub });
    const signUp = (await oautherize(first.callback, first.cookie)).json().data;
    const { user, password } = await createUser(t.ctx, { email: uniqueEmail('linked') });
    const holder = providerAccount({ email: user.email });
    const second = await throughProvider({ signInAs: holder.sub });
    const link = (await oautherize(second.callback, second.cookie)).json().data;
    await t.ctx.db
      .update(oidcLoginAttempts)
      .set({ emailVerified: false })
      .where(eq(oidcLoginAttempts.pendingHash, secretHash(signUp.pendingToken)));
    await t.ctx.db
      .update(oidcLoginAttempts)
      .set({ emailVerified: false })
      .where(eq(oidcLoginAttempts.pendingHash, secretHash(link.pendingToken)));

    const done = await post(
      t,
      '/oautherize/complete',
      { pendingToken: signUp.pendingToken, role: 'patient', acceptTerms: true },
      { cookie: first.cookie },
    );
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe(OIDC_MESSAGES.emailUnverified('Test ID'));
    expect(await t.ctx.db.select().from(users).where(eq(users.email, newcomer.email))).toHaveLength(0);

    const linked = await post(
      t,
      '/oautherize/link',
      { pendingToken: link.pendingToken, password },
      { cookie: second.cookie },
    );
    expect(linked.statusCode).toBe(400);
    expect(linked.json().message).toBe(OIDC_MESSAGES.emailUnverified('Test ID'));
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toHaveLength(0);
  });

  it('a password reset unlinks every outside account: one linked by someone else no longer signs in', async () => {
    // Linked before unverified e-mails were refused: the attacker's identity signs in to the account.
    const { user } = await createUser(t.ctx, { email: uniqueEmail('recovered') });
    const attacker = providerAccount({ email: user.email, email_verified: false });
    await t.ctx.db
      .insert(userIdentities)
      .values({ userId: user.id, issuer: provider.issuer, subject: attacker.sub, email: user.email });
    const before = await throughProvider({ signInAs: attacker.sub });
    expect((await oautherize(before.callback, before.cookie)).json().data.outcome).toBe(
      OIDC_OUTCOMES.signedIn,
    );

    // The owner recovers the account through the mailbox.
    await post(t, '/forgotpassword', { account: user.email });
    const otp = await lastOtpMailedTo(t.ctx, user.email);
    const reset = await post(t, '/forgotpassword', { account: user.email, otp, newPassword: 'Owner@2026' });
    expect(reset.statusCode).toBe(200);
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toHaveLength(0);

    const after = await throughProvider({ signInAs: attacker.sub });
    const res = await oautherize(after.callback, after.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.emailUnverified('Test ID'));

    await t.ctx.events.settled();
    const unlinked = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, user.id), eq(activityLog.action, 'auth.identity_unlinked')));
    expect(unlinked).toMatchObject([
      { category: 'Auth', userId: user.id, details: { provider: 'Test ID', by: 'password reset' } },
    ]);
  });

  it('second sign-in: the linked identity signs in at once, logged as a Login', async () => {
    const person = providerAccount();
    const first = await throughProvider({ signInAs: person.sub });
    const { pendingToken } = (await oautherize(first.callback, first.cookie)).json().data;
    await post(
      t,
      '/oautherize/complete',
      { pendingToken, role: 'patient', acceptTerms: true },
      { cookie: first.cookie },
    );

    const second = await throughProvider({ signInAs: person.sub }, '/profile');
    const res = await oautherize(second.callback, second.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.loggedIn);
    const data = res.json().data;
    expect(data).toMatchObject({ outcome: OIDC_OUTCOMES.signedIn, returnTo: '/profile' });
    expect(data.user.email).toBe(person.email);
    expect(data.user.token_detail.token).toEqual(expect.any(String));

    const logins = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, data.user._id), eq(activityLog.action, 'auth.oidc_login')));
    expect(logins).toHaveLength(2);
    expect(logins[0]).toMatchObject({ category: 'Login', details: { provider: 'Test ID' } });
  });

  it('an erased account is not signed in through an identity still linked to it', async () => {
    const person = providerAccount();
    const first = await throughProvider({ signInAs: person.sub });
    const { pendingToken } = (await oautherize(first.callback, first.cookie)).json().data;
    const done = await post(
      t,
      '/oautherize/complete',
      { pendingToken, role: 'patient', acceptTerms: true },
      { cookie: first.cookie },
    );
    await t.ctx.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, done.json().data.user._id));

    const again = await throughProvider({ signInAs: person.sub });
    const res = await oautherize(again.callback, again.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.attemptInvalid);
  });

  it('an existing e-mail is not signed in: "link needed"; a wrong password is refused and throttled, the right one links', async () => {
    const { user, password } = await createUser(t.ctx, { email: uniqueEmail('existing') });
    const person = providerAccount({ email: user.email });
    const { callback, cookie } = await throughProvider({ signInAs: person.sub });
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ outcome: OIDC_OUTCOMES.linkNeeded, email: user.email });
    expect(data.user).toBeUndefined();
    expect(res.json().message).toBe(OIDC_MESSAGES.linkNeeded('Test ID'));

    const wrong = await post(
      t,
      '/oautherize/link',
      { pendingToken: data.pendingToken, password: 'Wrong@9999' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
    const [counted] = await t.ctx.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `login:${user.id}`));
    expect(counted?.failures ?? 0).toBeGreaterThan(0);
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toHaveLength(0);

    const right = await post(
      t,
      '/oautherize/link',
      { pendingToken: data.pendingToken, password },
      { cookie },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe(OIDC_MESSAGES.linked('Test ID'));
    expect(right.json().data.user).toMatchObject({ _id: user.id });
    expect(
      await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
    ).toMatchObject([{ subject: person.sub }]);

    // Linked now: the next sign-in through the provider signs in directly.
    const next = await throughProvider({ signInAs: person.sub });
    expect((await oautherize(next.callback, next.cookie)).json().data.outcome).toBe(OIDC_OUTCOMES.signedIn);
  });

  it('an existing account can be linked with a code e-mailed to it instead of its password', async () => {
    const { user } = await createUser(t.ctx, { email: uniqueEmail('bycode') });
    const person = providerAccount({ email: user.email });
    const { callback, cookie } = await throughProvider({ signInAs: person.sub });
    const { pendingToken } = (await oautherize(callback, cookie)).json().data;

    const sent = await post(t, '/oautherize/link/code', { pendingToken }, { cookie });
    expect(sent.statusCode).toBe(200);
    const code = await lastOtpMailedTo(t.ctx, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(t, '/oautherize/link', { pendingToken, otp: wrongCode }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.otpInvalid);

    const right = await post(t, '/oautherize/link', { pendingToken, otp: code }, { cookie });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.user).toMatchObject({ _id: user.id });
    // The code is for linking only: /verifyotp does not accept its purpose.
    const linked = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'auth.identity_linked')));
    expect(linked).toMatchObject([{ details: { provider: 'Test ID', by: 'code' } }]);
  });

  it('refuses a state used before, and one from another browser (without its cookie)', async () => {
    const person = providerAccount();
    const { callback, cookie } = await throughProvider({ signInAs: person.sub });

    const noCookie = await oautherize(callback, `${OIDC_COOKIE}=someone-else`);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json().message).toBe(OIDC_MESSAGES.attemptInvalid);
    // The failed try used the state up as well.
    const reused = await oautherize(callback, cookie);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(OIDC_MESSAGES.attemptInvalid);

    const person2 = providerAccount();
    const second = await throughProvider({ signInAs: person2.sub });
    expect((await oautherize(second.callback, second.cookie)).statusCode).toBe(200);
    const replay = await oautherize(second.callback, second.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(OIDC_MESSAGES.attemptInvalid);
  });

  it('refuses an expired state', async () => {
    const person = providerAccount();
    const { callback, cookie, state } = await throughProvider({ signInAs: person.sub });
    await t.ctx.db
      .update(oidcLoginAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcLoginAttempts.stateHash, secretHash(state)));
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.attemptInvalid);
  });

  it('refuses an ID token whose nonce is not the one sent (tampered attempt)', async () => {
    const person = providerAccount();
    const { callback, cookie, state } = await throughProvider({ signInAs: person.sub });
    await t.ctx.db
      .update(oidcLoginAttempts)
      .set({ nonce: 'not-the-nonce-that-was-sent' })
      .where(eq(oidcLoginAttempts.stateHash, secretHash(state)));
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: OIDC_MESSAGES.notConfirmed('Test ID') });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
  });

  it('refuses a code exchanged with another PKCE verifier', async () => {
    const person = providerAccount();
    const { callback, cookie, state } = await throughProvider({ signInAs: person.sub });
    await t.ctx.db
      .update(oidcLoginAttempts)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oidcLoginAttempts.stateHash, secretHash(state)));
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.notConfirmed('Test ID'));
  });

  it('refuses a code issued to this client when another client presents it', async () => {
    const other = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'another-client',
      OIDC_CLIENT_SECRET: 'another-secret',
      OIDC_PROVIDER_NAME: 'Test ID',
    });
    try {
      const person = providerAccount();
      const { callback, cookie } = await throughProvider({ signInAs: person.sub });
      // Both apps share the database, so the other app finds the attempt; the provider refuses the code.
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/oautherize',
        payload: Object.fromEntries(callback.searchParams),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(OIDC_MESSAGES.notConfirmed('Test ID'));
    } finally {
      await other.close();
    }
  });

  it('refuses an answer that names another issuer', async () => {
    const person = providerAccount();
    const { callback, cookie } = await throughProvider({ signInAs: person.sub });
    callback.searchParams.set('iss', 'https://evil.example');
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OIDC_MESSAGES.notConfirmed('Test ID'));
  });

  it('says the sign-in was cancelled when the person refuses at the provider (access_denied)', async () => {
    const { callback, cookie } = await throughProvider({ deny: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const res = await oautherize(callback, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: OIDC_MESSAGES.cancelled('Test ID') });
  });

  it('refuses to return to another origin after signing in (no open redirect)', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json().message).toBe(OIDC_MESSAGES.returnToInvalid);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('tells the web the provider name for the button', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/oidc/config' });
    expect(res.json().data).toEqual({ enabled: true, providerName: 'Test ID' });
  });

  it('refuses a malformed callback with a 400, not a 500', async () => {
    const res = await post(t, '/oautherize', { state: '' }, {});
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in with a provider that gives the e-mail only from UserInfo', () => {
  it('reads the e-mail from UserInfo when the ID token has none', async () => {
    const strict = await startOidcProvider(REDIRECT_URI, { emailInIdToken: false });
    const app = await createTestApp({
      PUBLIC_URL,
      OIDC_ISSUER: strict.issuer,
      OIDC_CLIENT_ID: strict.clientId,
      OIDC_CLIENT_SECRET: strict.clientSecret,
      OIDC_PROVIDER_NAME: 'Strict ID',
    });
    try {
      const sub = `sub-${randomUUID()}`;
      const email = uniqueEmail('userinfo');
      strict.accounts.set(sub, { sub, email, email_verified: true, given_name: 'Ravi', family_name: 'Das' });
      const started = await app.app.inject({ method: 'GET', url: '/api/v1/oidc/start?returnTo=%2F' });
      const cookie = String(started.headers['set-cookie']).split(';')[0];
      const callback = await strict.authorize(String(started.headers.location), { signInAs: sub });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v1/oautherize',
        payload: Object.fromEntries(callback.searchParams),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ outcome: OIDC_OUTCOMES.signUp, email });
    } finally {
      await app.close();
      await strict.close();
    }
  });
});

describe('sign-in with an outside provider, when no client id is set', () => {
  const off = useTestApp();

  it('is off: no button, and the endpoints answer 404', async () => {
    const config = await off.app.inject({ method: 'GET', url: '/api/v1/oidc/config' });
    expect(config.json().data).toEqual({ enabled: false, providerName: null });
    const startRes = await off.app.inject({ method: 'GET', url: '/api/v1/oidc/start' });
    expect(startRes.statusCode).toBe(404);
    const callback = await off.app.inject({
      method: 'POST',
      url: '/api/v1/oautherize',
      payload: { state: 'x', code: 'y' },
    });
    expect(callback.statusCode).toBe(404);
  });
});
