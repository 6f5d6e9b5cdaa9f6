import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { authThrottle } from '../../platform/db/schema';

const WINDOW_MINUTES = 15;
const COOL_DOWN_MINUTES = 1;

/** A time on the database clock (the minutes are our constants, never input). */
const minutesAgo = (minutes: number) => sql`now() - ${sql.raw(`interval '${minutes} minutes'`)}`;

/** Who is signing in to what: the account (a user id, or the typed identifier when none matches) and the client address. */
export interface LoginAttempt {
  account: string;
  client: string;
}

/** The counters one attempt touches, each a fixed window opened by its first failure. */
export function throttleKeys({ account, client }: LoginAttempt) {
  return {
    /** The account's failures from every client, over the window. */
    account: `login:${account}`,
    /** This client's failures on the account, over the window. */
    client: `login:${account}|${client}`,
    /** This client's failures on the account in the last cool-down. */
    recent: `login:${account}|${client}|recent`,
  };
}

/**
 * Wrong passwords slow the guesser down without locking the owner out. Once an account has had `limit`
 * failures in 15 minutes (from anywhere), or one client has had `limit` failures on it, a client that
 * failed on it during the last minute must wait out that minute: one guess a minute per client, while
 * the right password from a client that has not been failing signs in as always. Unknown accounts are
 * counted the same way under the typed identifier, so the answers never tell whether an account exists.
 * Counted in the database, so every instance sees the same numbers, on the database clock.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limit: number,
  ) {}

  async mustWait(attempt: LoginAttempt): Promise<boolean> {
    const keys = throttleKeys(attempt);
    const counts = await this.failures(Object.values(keys));
    if (!counts.get(keys.recent)?.inCoolDown) return false;
    // The client's own count matters when the account's window has started again without it.
    const account = counts.get(keys.account)?.inWindow ?? 0;
    const client = counts.get(keys.client)?.inWindow ?? 0;
    return account >= this.limit || client >= this.limit;
  }

  /** Counts a wrong password, on `db` when given (the transaction that logs it). */
  async recordFailure(attempt: LoginAttempt, db: Database = this.db): Promise<void> {
    const keys = throttleKeys(attempt);
    await this.count(db, keys.account, WINDOW_MINUTES);
    await this.count(db, keys.client, WINDOW_MINUTES);
    await this.count(db, keys.recent, COOL_DOWN_MINUTES);
  }

  /**
   * A right password: the failures this client made on the account are forgiven (the owner's typos),
   * and only those; what other clients tried still counts against the account.
   */
  async forgetClient(attempt: LoginAttempt): Promise<void> {
    const keys = throttleKeys(attempt);
    const own = (await this.failures([keys.client])).get(keys.client)?.inWindow ?? 0;
    if (own > 0) {
      await this.db
        .update(authThrottle)
        .set({ failures: sql`greatest(${authThrottle.failures} - ${own}, 0)` })
        .where(eq(authThrottle.key, keys.account));
    }
    await this.db.delete(authThrottle).where(inArray(authThrottle.key, [keys.client, keys.recent]));
  }

  /** A new password: every count about the account starts again (on `db` when given). */
  async forgetAccount(account: string, db: Database = this.db): Promise<void> {
    const key = throttleKeys({ account, client: '' }).account;
    await db
      .delete(authThrottle)
      .where(or(eq(authThrottle.key, key), sql`starts_with(${authThrottle.key}, ${`${key}|`})`));
  }

  /** Each key's failures in its current window and in the current cool-down (0 once they are over). */
  private async failures(keys: string[]): Promise<Map<string, { inWindow: number; inCoolDown: number }>> {
    const rows = await this.db
      .select({
        key: authThrottle.key,
        inWindow: sql<number>`case when ${authThrottle.windowStartedAt} > ${minutesAgo(WINDOW_MINUTES)} then ${authThrottle.failures} else 0 end`,
        inCoolDown: sql<number>`case when ${authThrottle.windowStartedAt} > ${minutesAgo(COOL_DOWN_MINUTES)} then ${authThrottle.failures} else 0 end`,
      })
      .from(authThrottle)
      .where(inArray(authThrottle.key, keys));
    return new Map(rows.map(({ key, ...counts }) => [key, counts]));
  }

  private async count(db: Database, key: string, minutes: number): Promise<void> {
    const windowOver = sql`${authThrottle.windowStartedAt} <= ${minutesAgo(minutes)}`;
    await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then now() else ${authThrottle.windowStartedAt} end`,
        },
      });
  }
}
