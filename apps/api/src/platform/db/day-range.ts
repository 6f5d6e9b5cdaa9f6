import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A range of whole UTC days as timestamps: from the start day's midnight to the midnight after the end day. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** The timestamps of a range of whole UTC days, both ends included. */
export function dayRange(days: { startDate: string; endDate: string }): DayRange {
  return {
    from: new Date(`${days.startDate}T00:00:00Z`),
    to: new Date(Date.parse(`${days.endDate}T00:00:00Z`) + DAY_MS),
  };
}

export const inRange = (column: AnyPgColumn, range: DayRange): SQL | undefined =>
  and(gte(column, range.from), lt(column, range.to));
