import {
  TRIAGE_GROUPS,
  type SignupInterval,
  type SignupPeriodDto,
  type TriageGroup,
  type UsersSummaryDto,
} from '@carenet/shared';

const DAY_MS = 24 * 60 * 60 * 1000;
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The first day of every UTC week (Monday, as PostgreSQL's date_trunc) or month the range touches, so
 * a chart shows a period without sign-ups as a zero rather than skipping it.
 */
export function periodsOf(interval: SignupInterval, startDate: string, endDate: string): string[] {
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const first =
    interval === 'week'
      ? new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS)
      : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  const periods: string[] = [];
  for (let at = first; at.getTime() <= end;) {
    periods.push(toDay(at));
    at =
      interval === 'week'
        ? new Date(at.getTime() + 7 * DAY_MS)
        : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return periods;
}

/** Sign-up counts per (period, role) laid out as one entry per period. */
export function presentSignupPeriods(
  periods: readonly string[],
  rows: readonly { period: string; role: string; count: number }[],
): SignupPeriodDto[] {
  const byPeriod = new Map(periods.map((period) => [period, { period, byRole: {} }]));
  for (const row of rows) {
    const entry: SignupPeriodDto | undefined = byPeriod.get(row.period);
    if (!entry) continue;
    entry.byRole[row.role] = row.count;
  }
  return [...byPeriod.values()];
}

export function presentUsersSummary(
  rows: readonly { role: string; total: number; verified: number }[],
): UsersSummaryDto[] {
  return rows.map((row) => ({ ...row, unverified: row.total - row.verified }));
}

/** Weekly counts with every week of the range present. */
export function presentActivityWeeks(
  weeks: readonly string[],
  rows: readonly { week: string; appointments: number; prescriptions: number }[],
) {
  const counted = new Map(rows.map((row) => [row.week, row]));
  return weeks.map((week) => ({
    week,
    appointments: counted.get(week)?.appointments ?? 0,
    prescriptions: counted.get(week)?.prescriptions ?? 0,
  }));
}

/** Every triage group in TRIAGE_GROUPS order (most urgent first), zero when the range has none of it. */
export function presentEscalationGroups(rows: readonly { group: TriageGroup; count: number }[]) {
  const counted = new Map(rows.map((row) => [row.group, row.count]));
  return TRIAGE_GROUPS.map((group) => ({ group, count: counted.get(group) ?? 0 }));
}
