/**
 * Wall-clock time in an IANA time zone, with Intl only (Node's full ICU carries the tz database).
 * Civil dates are plain { year, month, day } values; instants are epoch milliseconds.
 */

export interface CivilDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of `instant` in `timeZone`, written as if it were a UTC instant. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (+05:30 for Kolkata, -04:00 or -05:00 for New York). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAsUtc(whole, timeZone) - whole;
}

/** The civil date in `timeZone` at `instant`. */
export function civilDateAt(instant: number, timeZone: string): CivilDate {
  const wall = new Date(instant + zoneOffsetAt(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The date `days` after `date` (negative goes back). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** YYYY-MM-DD. */
export function isoDateOf(date: CivilDate): string {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10);
}

export function compareDates(a: CivilDate, b: CivilDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

/**
 * The instant at which the clocks of `timeZone` read `minutes` past midnight on `date`. Like
 * Temporal's 'compatible' choice: a time the clocks skip (spring forward) is read with the offset
 * from before the change, so it lands as far after the gap as it was into it; a time the clocks show
 * twice (fall back) is its earlier occurrence.
 */
export function instantAt(date: CivilDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE_MS;
  // Offsets a day either side: no time zone changes its offset twice within two days.
  const offsetBefore = zoneOffsetAt(wall - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetAt(wall + DAY_MS, timeZone);
  const readsRight = (candidate: number) => wallClockAsUtc(candidate, timeZone) === wall;
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(readsRight);
  return candidates.length ? Math.min(...candidates) : wall - offsetBefore;
}
