import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users, type UserRow } from '../../platform/db/schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 10;

const newReferralCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The user's own referral code, made on first use. Two first uses at once keep the code the first one
 * wrote (the update only fills an empty code), so a link already mailed stays valid.
 */
export async function ensureReferralCode(db: Database, userId: string): Promise<string> {
  await db
    .update(users)
    .set({ referralCode: newReferralCode() })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  if (!row?.code) throw new Error(`user ${userId} has no referral code`);
  return row.code;
}

/** Whose code it is; erased and suspended accounts refer no one. */
export async function findReferrerByCode(db: Database, code: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.erasedAt), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

/** The people who signed up through the user's links, newest first. */
export function listReferredBy(db: Database, referrerId: string) {
  return db
    .select({ id: users.id, name: users.name, roles: users.roles, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.referredBy, referrerId), isNull(users.erasedAt)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(500);
}
export type ReferredUserRow = Awaited<ReturnType<typeof listReferredBy>>[number];
