import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { oidcLoginAttempts, userIdentities } from '../../platform/db/schema';

export type OidcAttemptRow = typeof oidcLoginAttempts.$inferSelect;
export type UserIdentityRow = typeof userIdentities.$inferSelect;

/** Secrets the browser holds (state, cookie, pending token) are stored only as this hash. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function insertAttempt(
  db: Database,
  values: Pick<
    typeof oidcLoginAttempts.$inferInsert,
    'stateHash' | 'browserHash' | 'nonce' | 'codeVerifier' | 'returnTo' | 'expiresAt'
  >,
): Promise<void> {
  // Attempts nobody finished go when new ones start.
  await db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, new Date()));
  await db.insert(oidcLoginAttempts).values(values);
}

/**
 * The attempt a state names, made unusable for any later call in the same statement: a state is used
 * once, even by two requests at the same time. Expiry and the browser are for the caller to check.
 */
export async function takeAttemptByState(db: Database, state: string): Promise<OidcAttemptRow | null> {
  const [row] = await db
    .update(oidcLoginAttempts)
    .set({ stateHash: null })
    .where(eq(oidcLoginAttempts.stateHash, secretHash(state)))
    .returning();
  return row ?? null;
}

/** Records what the provider vouched for and what is left to do, under a new token for the next call. */
export async function setPending(
  db: Database,
  id: string,
  values: Pick<
    typeof oidcLoginAttempts.$inferInsert,
    | 'pendingKind'
    | 'pendingHash'
    | 'issuer'
    | 'subject'
    | 'email'
    | 'emailVerified'
    | 'givenName'
    | 'familyName'
    | 'userId'
    | 'expiresAt'
  >,
): Promise<void> {
  await db.update(oidcLoginAttempts).set(values).where(eq(oidcLoginAttempts.id, id));
}

/** The live attempt a pending token continues, of the given kind. */
export async function findPending(
  db: Database,
  pendingToken: string,
  kind: string,
): Promise<OidcAttemptRow | null> {
  const [row] = await db
    .select()
    .from(oidcLoginAttempts)
    .where(
      and(
        eq(oidcLoginAttempts.pendingHash, secretHash(pendingToken)),
        eq(oidcLoginAttempts.pendingKind, kind),
        gt(oidcLoginAttempts.expiresAt, new Date()),
        isNotNull(oidcLoginAttempts.subject),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Ends an attempt; false when another request ended it first. */
export async function deleteAttempt(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(oidcLoginAttempts)
    .where(eq(oidcLoginAttempts.id, id))
    .returning({ id: oidcLoginAttempts.id });
  return rows.length > 0;
}

export async function findIdentity(
  db: Database,
  issuer: string,
  subject: string,
): Promise<UserIdentityRow | null> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function insertIdentity(
  db: Database,
  values: Pick<typeof userIdentities.$inferInsert, 'userId' | 'issuer' | 'subject' | 'email'>,
): Promise<void> {
  await db.insert(userIdentities).values(values);
}

/** The outside accounts linked to a user, oldest first. */
export async function identitiesOf(db: Database, userId: string): Promise<UserIdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

/** Removes one of the user's links; null when the user has no such link (or another request removed it). */
export async function deleteIdentity(
  db: Database,
  userId: string,
  identityId: string,
): Promise<UserIdentityRow | null> {
  const [row] = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, identityId), eq(userIdentities.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Removes every link of a user and every sign-in that was about to link one to it: after a password
 * reset, only what the owner of the mailbox links again signs in.
 */
export async function unlinkAll(db: Database, userId: string): Promise<UserIdentityRow[]> {
  await db.delete(oidcLoginAttempts).where(eq(oidcLoginAttempts.userId, userId));
  return db.delete(userIdentities).where(eq(userIdentities.userId, userId)).returning();
}
