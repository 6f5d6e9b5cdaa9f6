import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { authThrottle } from '../../platform/db/schema';

const WINDOW = sql`interval '15 minutes'`;

/**
 * Failed sign-ins per account, counted in the database so every instance sees the same number.
 * A fixed window opens with the first failure; past `limit` failures in it the account is locked
 * until the window ends. Times come from the database clock, never an instance's.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limit: number,
  ) {}

  static keyFor(userId: string): string {
    return `login:${userId}`;
  }

  async isLocked(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: authThrottle.key })
      .from(authThrottle)
      .where(
        and(
          eq(authThrottle.key, key),
          gte(authThrottle.failures, this.limit),
          gt(authThrottle.windowStartedAt, sql`now() - ${WINDOW}`),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async recordFailure(key: string): Promise<void> {
    const windowOver = sql`${authThrottle.windowStartedAt} <= now() - ${WINDOW}`;
    await this.db
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

  async reset(key: string): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, key));
  }
}
