import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { signupSessions } from '../../platform/db/schema';
import { secretHash } from './oidc-repository';

/** Records a sign-up a browser started, under the hash of its cookie; sign-ups nobody finished go. */
export async function insertSignupSession(db: Database, token: string, expiresAt: Date): Promise<void> {
  await db.delete(signupSessions).where(lt(signupSessions.expiresAt, new Date()));
  await db.insert(signupSessions).values({ tokenHash: secretHash(token), expiresAt });
}

/**
 * Counts one account check against the live sign-up the cookie names, in one statement so that checks
 * made at the same time are all counted; the checks made so far, or null when no live sign-up has it.
 */
export async function countSignupCheck(db: Database, token: string): Promise<number | null> {
  const [row] = await db
    .update(signupSessions)
    .set({ checks: sql`${signupSessions.checks} + 1` })
    .where(and(eq(signupSessions.tokenHash, secretHash(token)), gt(signupSessions.expiresAt, new Date())))
    .returning({ checks: signupSessions.checks });
  return row?.checks ?? null;
}
