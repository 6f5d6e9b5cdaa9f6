import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users, type UserRow } from '../../platform/db/schema';

/** The users behind ids, leaving out erased accounts: a tombstone is nobody's contact. */
export async function usersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.erasedAt)));
}
