import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  sessionId: string;
  expiresAt: Date;
  /** No session of the user came before this one: their very first sign-in. */
  firstSignIn: boolean;
}

/** The live session and its user for a token hash, built once: every signed-in request runs it. */
function sessionLookup(db: Database) {
  return db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash');
}

/** Opaque bearer tokens (DESIGN §2): random, stored hashed, expiring, revocable. */
export class TokenService {
  private readonly lookup: ReturnType<typeof sessionLookup>;

  constructor(private readonly db: Database) {
    this.lookup = sessionLookup(db);
  }

  /** A new session, on `db` when given (the transaction that logs the sign-in). */
  async issue(
    userId: string,
    ttlMs: number,
    meta: { userAgent?: string; ip?: string } = {},
    db: Database = this.db,
  ): Promise<IssuedToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ttlMs);
    const [earlier] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .limit(1);
    const [row] = await db
      .insert(sessions)
      .values({
        userId,
        tokenHash: hashToken(token),
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      })
      .returning({ id: sessions.id });
    return { token, sessionId: row.id, expiresAt, firstSignIn: !earlier };
  }

  /**
   * Whether the session is the first the user ever signed in with (revoked and expired ones count as
   * earlier sign-ins, and they are kept), so a new account is greeted as new and not as returning.
   */
  async isFirstSignIn(userId: string, sessionId: string): Promise<boolean> {
    const started = this.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    const [earlier] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, started)))
      .limit(1);
    return !earlier;
  }

  /** The live session and its user for a token, or null when unknown, expired or revoked. */
  async resolve(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
    const [row] = await this.lookup.execute({ tokenHash: hashToken(token), now: new Date() });
    return row ?? null;
  }

  async revoke(sessionId: string, db: Database = this.db): Promise<void> {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  /**
   * Ends every session of a user, e.g. after a password change, optionally keeping one; on `db` when
   * given (the change's transaction).
   */
  async revokeAllFor(userId: string, exceptSessionId?: string, db: Database = this.db): Promise<void> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (exceptSessionId && rows.some((r) => r.id === exceptSessionId)) {
      await db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, exceptSessionId));
    }
  }
}
