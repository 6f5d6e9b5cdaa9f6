import { describe, expect, it } from 'vitest';
import { isAvailableThisWeek, nextFreeSlot } from './next-slot';

/** Weekdays 09:00-17:00 in Kolkata, 30-minute slots (the demo doctor's hours). */
const KOLKATA_WEEKDAYS = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
  daysOff: [] as string[],
};

// Saturday 28 November 2026, 12:00 in Kolkata (06:30 UTC).
const SATURDAY_NOON = Date.parse('2026-11-28T06:30:00Z');
// Monday 30 November 2026, 09:00 and 09:30 in Kolkata.
const MONDAY_0900 = Date.parse('2026-11-30T03:30:00Z');
const MONDAY_0930 = Date.parse('2026-11-30T04:00:00Z');

describe('nextFreeSlot', () => {
  it('is the first slot of the next working day when the week-end has none', () => {
    expect(nextFreeSlot(KOLKATA_WEEKDAYS, [], SATURDAY_NOON)).toEqual({
      startTime: MONDAY_0900,
      endTime: MONDAY_0930,
    });
  });

  it('skips a booked slot and a day off', () => {
    const booked = [{ startTime: MONDAY_0900, endTime: MONDAY_0930 }];
    expect(nextFreeSlot(KOLKATA_WEEKDAYS, booked, SATURDAY_NOON)?.startTime).toBe(MONDAY_0930);
    const mondayOff = { ...KOLKATA_WEEKDAYS, daysOff: ['2026-11-30'] };
    expect(nextFreeSlot(mondayOff, [], SATURDAY_NOON)?.startTime).toBe(Date.parse('2026-12-01T03:30:00Z'));
  });

  it('never offers a slot that has started, and none without a schedule', () => {
    expect(nextFreeSlot(KOLKATA_WEEKDAYS, [], MONDAY_0900)?.startTime).toBe(MONDAY_0930);
    expect(nextFreeSlot(null, [], SATURDAY_NOON)).toBeNull();
  });

  it('says whether the slot falls within the next seven days', () => {
    const allOff = {
      ...KOLKATA_WEEKDAYS,
      daysOff: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
    };
    const slot = nextFreeSlot(allOff, [], SATURDAY_NOON);
    expect(slot?.startTime).toBe(Date.parse('2026-12-07T03:30:00Z'));
    expect(isAvailableThisWeek(slot, SATURDAY_NOON)).toBe(false);
    expect(isAvailableThisWeek(nextFreeSlot(KOLKATA_WEEKDAYS, [], SATURDAY_NOON), SATURDAY_NOON)).toBe(true);
  });
});
