import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRIAGE_GROUPS, type TriageGroup } from '@carenet/shared';

/**
 * One emergency group the medical assistant escalated an answer for, and when: an answer naming two
 * groups is two rows. The statistics count them. The table holds nothing of anyone (no text, no user,
 * no conversation, no address), so it is no one's personal or health data and outlives every account;
 * the check keeps the group column from ever holding free text. A new triage group needs a migration
 * (`npm run db:generate` writes it from TRIAGE_GROUPS).
 */
export const assistantEscalations = pgTable(
  'assistant_escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: text('group').$type<TriageGroup>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The statistics count a date range.
    index('assistant_escalations_created_at_idx').on(t.createdAt),
    check(
      'assistant_escalations_group_known',
      sql`${t.group} in (${sql.raw(TRIAGE_GROUPS.map((group) => `'${group}'`).join(', '))})`,
    ),
  ],
);

export type AssistantEscalationRow = typeof assistantEscalations.$inferSelect;
