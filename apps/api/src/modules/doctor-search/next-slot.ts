import { freeSlots, type SlotSchedule, type TimeSpan } from '../appointments';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a result's next free slot is looked for (docs/directory.md#find-doctors). */
export const NEXT_SLOT_HORIZON_MS = 14 * DAY_MS;
/** 'Available this week': a free slot within the next seven days (docs/directory.md#find-doctors). */
export const THIS_WEEK_MS = 7 * DAY_MS;

/**
 * The first slot a patient could book after `now` within the horizon: offered by the doctor's
 * schedule and overlapping no booked appointment. Null without a schedule or a free slot.
 */
export function nextFreeSlot(
  schedule: SlotSchedule | null,
  booked: readonly TimeSpan[],
  now: number,
  horizonMs = NEXT_SLOT_HORIZON_MS,
): TimeSpan | null {
  if (!schedule) return null;
  return freeSlots(schedule, { from: now, to: now + horizonMs }, booked, now)[0] ?? null;
}

export const isAvailableThisWeek = (slot: TimeSpan | null, now: number): boolean =>
  slot !== null && slot.startTime < now + THIS_WEEK_MS;
