import { minutesOfDay, type ScheduleHours } from '@carenet/shared';
import { addDays, civilDateAt, compareDates, instantAt, isoDateOf, weekdayOf } from './zoned-time';

/** What slots are cut from: weekly hours in one time zone, a slot length, and days off. */
export interface SlotSchedule {
  timeZone: string;
  slotMinutes: number;
  weeklyHours: readonly ScheduleHours[];
  /** YYYY-MM-DD in the schedule's time zone. */
  daysOff: readonly string[];
}

/** A span of time as UTC instants in epoch ms: a slot, or an appointment that takes one. */
export interface TimeSpan {
  startTime: number;
  endTime: number;
}

const MINUTE_MS = 60_000;

/**
 * Every slot the schedule offers that starts within [from, to), whether booked or not. Each block of
 * hours is read on the doctor's own calendar (so 09:00 in Kolkata stays 09:00 there whatever the
 * viewer's zone) and cut into slots of real elapsed time from its start: on a daylight-saving day a
 * block that spans the change holds one slot-hour fewer (spring) or more (autumn), as the doctor's
 * clock does.
 */
export function offeredSlots(schedule: SlotSchedule, from: number, to: number): TimeSpan[] {
  const daysOff = new Set(schedule.daysOff);
  const slotMs = schedule.slotMinutes * MINUTE_MS;
  // A day either side: the range's ends fall on other calendar days in the doctor's zone.
  const last = addDays(civilDateAt(to, schedule.timeZone), 1);
  const slots: TimeSpan[] = [];
  for (
    let date = addDays(civilDateAt(from, schedule.timeZone), -1);
    compareDates(date, last) <= 0;
    date = addDays(date, 1)
  ) {
    if (daysOff.has(isoDateOf(date))) continue;
    const weekday = weekdayOf(date);
    for (const hours of schedule.weeklyHours) {
      if (hours.weekday !== weekday) continue;
      const blockEnd = instantAt(date, minutesOfDay(hours.endTime), schedule.timeZone);
      let start = instantAt(date, minutesOfDay(hours.startTime), schedule.timeZone);
      for (; start + slotMs <= blockEnd; start += slotMs) {
        if (start >= from && start < to) slots.push({ startTime: start, endTime: start + slotMs });
      }
    }
  }
  return slots.sort((a, b) => a.startTime - b.startTime);
}

const overlaps = (a: TimeSpan, b: TimeSpan) => a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * The slots a patient may book within [from, to): offered by the schedule, starting after `now`
 * (never in the past), and overlapping no booked appointment.
 */
export function freeSlots(
  schedule: SlotSchedule,
  range: { from: number; to: number },
  booked: readonly TimeSpan[],
  now: number,
): TimeSpan[] {
  return offeredSlots(schedule, Math.max(range.from, now + 1), range.to).filter(
    (slot) => !booked.some((appointment) => overlaps(slot, appointment)),
  );
}

/** The slot the schedule offers starting exactly at `startTime`, if it offers one. */
export function slotStartingAt(schedule: SlotSchedule, startTime: number): TimeSpan | null {
  return offeredSlots(schedule, startTime, startTime + 1)[0] ?? null;
}
