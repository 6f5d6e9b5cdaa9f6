import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityLogQuery } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { activityLog, users } from '../../platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `text` matched literally inside a LIKE pattern (its %, _ and \ are not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const actorName = sql<string>`concat_ws(' ', ${users.name}->>'first_name', ${users.name}->>'middle_name', ${users.name}->>'last_name')`;

function conditions(query: ActivityLogQuery): SQL | undefined {
  return and(
    query.userId ? eq(activityLog.userId, query.userId) : undefined,
    query.user
      ? or(ilike(users.email, containing(query.user)), ilike(actorName, containing(query.user)))
      : undefined,
    query.action ? ilike(activityLog.action, containing(query.action)) : undefined,
    query.category ? eq(activityLog.category, query.category) : undefined,
    query.startDate ? gte(activityLog.createdAt, new Date(`${query.startDate}T00:00:00Z`)) : undefined,
    query.endDate
      ? lt(activityLog.createdAt, new Date(Date.parse(`${query.endDate}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
}

const columns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  category: activityLog.category,
  action: activityLog.action,
  subjectType: activityLog.subjectType,
  subjectId: activityLog.subjectId,
  ip: activityLog.ip,
  userId: activityLog.userId,
  userName: users.name,
  userEmail: users.email,
};

export type ActivityLogRecord = Awaited<ReturnType<typeof selectEntries>>[number];

/** Matching entries, newest first; the event details are not read (see ActivityLogEntryDto). */
export function selectEntries(
  db: Database,
  query: ActivityLogQuery,
  page: { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(conditions(query))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEntries(db: Database, query: ActivityLogQuery): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(conditions(query));
  return row?.total ?? 0;
}
