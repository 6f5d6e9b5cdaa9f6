import { randomInt } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { EVENT_CONFIRM_PATH } from '@carenet/shared';
import type { TestApp } from '../../../test/app';
import { uniqueEmail, uniqueWord, type TestUser } from '../../../test/factories';
import { mailOutbox } from '../../platform/db/schema';

type Method = 'GET' | 'POST' | 'PUT';

/** Each call from its own address: the public posts are rate-limited per client, and tests share one app. */
export const call = (app: TestApp, method: Method, url: string, payload?: object, user?: TestUser) =>
  app.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: user?.auth ?? {},
    remoteAddress: `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`,
  });

/** An open event (INR 500) made by `admin` through the API. */
export async function makeEvent(app: TestApp, admin: TestUser, overrides: object = {}) {
  const res = await call(
    app,
    'POST',
    '/events',
    {
      slug: `fest-${uniqueWord().toLowerCase()}`,
      title: 'Hospital Health Fest',
      venue: 'City Hall',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      fee: 50_000,
      currency: 'inr',
      ...overrides,
    },
    admin,
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string; slug: string } }>().data;
}

/** A 25% coupon for the event plan made by `admin` through the API. */
export async function makeCoupon(app: TestApp, admin: TestUser, overrides: object = {}) {
  const code = `C${uniqueWord().slice(0, 12)}`;
  const res = await call(
    app,
    'POST',
    '/coupons',
    { code, percent: 25, packagePlan: 'event', ...overrides },
    admin,
  );
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { _id: string; code: string } }>().data;
}

/** POST /healthFestEventRegistration as a guest (or as `user`), with a fresh address unless `body` gives one. */
export const register = (app: TestApp, eventId: string, body: object = {}, user?: TestUser) =>
  call(
    app,
    'POST',
    '/healthFestEventRegistration',
    { eventId, fullName: 'Asha Rao', email: uniqueEmail('guest'), ...body },
    user,
  );

/** POST /events/registrations/confirm with the secret of a confirmation link. */
export const confirm = (app: TestApp, token: string) =>
  call(app, 'POST', '/events/registrations/confirm', { token });

const LINK_SECRET = new RegExp(`${EVENT_CONFIRM_PATH.replaceAll('/', '\\/')}#([A-Za-z0-9_-]+)`);

/** The secrets of the confirmation links mailed to an address (any case), oldest first. */
export async function confirmationSecretsTo(app: TestApp, email: string): Promise<string[]> {
  const mails = await app.ctx.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email.trim()})`)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return mails.flatMap((mail) => LINK_SECRET.exec(mail.text)?.[1] ?? []);
}

/** The secret of the newest confirmation link mailed to an address. */
export async function newestSecretTo(app: TestApp, email: string): Promise<string> {
  const secret = (await confirmationSecretsTo(app, email)).at(-1);
  if (!secret) throw new Error(`no confirmation link was mailed to ${email}`);
  return secret;
}

/** Registers an address that is not the caller's own verified one (202), then confirms it from the e-mail. */
export async function registerAndConfirm(app: TestApp, eventId: string, body: object = {}, user?: TestUser) {
  const email = (body as { email?: string }).email ?? uniqueEmail('guest');
  const pending = await register(app, eventId, { ...body, email }, user);
  expect(pending.statusCode, pending.body).toBe(202);
  return confirm(app, await newestSecretTo(app, email));
}
