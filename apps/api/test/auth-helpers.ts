import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../src/platform/context';
import { smsOutbox } from '../src/platform/db/schema';
import type { TestApp } from './app';

/** POST to an /api/v1 route of the given app, as a browser would call it. */
export const post = (t: TestApp, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

/** Signs in through POST /login and returns the header that carries the new session. */
export async function signIn(t: TestApp, account: string, password: string) {
  const res = await post(t, '/login', { account, password });
  const token: string = res.json().data.token_detail.token;
  return { authorization: `Bearer ${token}` };
}

/** The newest text message sent to a number, as the outbox recorded it. */
export async function lastSmsTo(ctx: AppContext, phone: string) {
  const [sms] = await ctx.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, phone))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return sms ?? null;
}

/** The 6-digit code in the newest text message sent to a number. */
export async function lastSmsCode(ctx: AppContext, phone: string): Promise<string> {
  const code = (await lastSmsTo(ctx, phone))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}
