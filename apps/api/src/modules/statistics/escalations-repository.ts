import { sql } from 'drizzle-orm';
import type { TriageGroup } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { assistantEscalations } from '../../platform/db/schema';
import { inRange, type DayRange } from '../../platform/db/day-range';

/**
 * Counts an escalated answer of the medical assistant: one row per emergency group it named (a group
 * named twice counts once), dated `at`. Only the group and the time are kept, never the question,
 * the person or their address. Give it the caller's transaction so the count exists exactly when
 * the answer does.
 */
export async function recordEscalations(
  db: Database,
  groups: readonly TriageGroup[],
  at: Date,
): Promise<void> {
  const named = [...new Set(groups)];
  if (named.length === 0) return;
  await db.insert(assistantEscalations).values(named.map((group) => ({ group, createdAt: at })));
}

/** Escalations in the range by group; a group with none is absent. */
export function escalationsByGroup(db: Database, range: DayRange) {
  return db
    .select({ group: assistantEscalations.group, count: sql<number>`count(*)::int` })
    .from(assistantEscalations)
    .where(inRange(assistantEscalations.createdAt, range))
    .groupBy(assistantEscalations.group);
}
