import { describe, expect, it } from 'vitest';
import { freeSlots, offeredSlots, slotStartingAt, type SlotSchedule } from './slots';
import { instantAt, zoneOffsetAt } from './zoned-time';

const HOUR = 60 * 60 * 1000;
const utc = (iso: string) => Date.parse(iso);
const starts = (slots: { startTime: number }[]) =>
  slots.map((slot) => new Date(slot.startTime).toISOString());
const weekdays = (startTime: string, endTime: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime, endTime }));

const kolkata: SlotSchedule = {
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
  weeklyHours: weekdays('09:00', '17:00'),
  daysOff: [],
};

describe('slots in India (Asia/Kolkata, +05:30, no daylight saving)', () => {
  // Monday 9 March 2026, midnight to midnight in Kolkata.
  const monday = { from: utc('2026-03-08T18:30:00Z'), to: utc('2026-03-09T18:30:00Z') };

  it('cuts 09:00-17:00 into sixteen half hours, 03:30Z to 11:00Z', () => {
    const slots = freeSlots(kolkata, monday, [], utc('2026-03-01T00:00:00Z'));
    expect(slots).toHaveLength(16);
    expect(starts(slots).slice(0, 2)).toEqual(['2026-03-09T03:30:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(starts(slots).at(-1)).toBe('2026-03-09T11:00:00.000Z');
    expect(slots[0].endTime - slots[0].startTime).toBe(HOUR / 2);
  });

  it('never offers a slot that has started: at 12:10 in Kolkata the first is 12:30', () => {
    const now = utc('2026-03-09T06:40:00Z');
    const slots = freeSlots(kolkata, monday, [], now);
    expect(starts(slots)[0]).toBe('2026-03-09T07:00:00.000Z');
    expect(slots.every((slot) => slot.startTime > now)).toBe(true);
    // The slot starting at this very instant has begun too.
    expect(starts(freeSlots(kolkata, monday, [], utc('2026-03-09T07:00:00Z')))[0]).toBe(
      '2026-03-09T07:30:00.000Z',
    );
  });

  it('leaves out days off, weekends and every slot a booking overlaps', () => {
    const week = { from: utc('2026-03-08T18:30:00Z'), to: utc('2026-03-15T18:30:00Z') };
    const now = utc('2026-03-01T00:00:00Z');
    const schedule = { ...kolkata, daysOff: ['2026-03-10'] };
    const booked = [
      { startTime: utc('2026-03-09T03:30:00Z'), endTime: utc('2026-03-09T04:00:00Z') },
      // An hour-long booking (made before the slots were shortened) takes two half-hour slots.
      { startTime: utc('2026-03-11T05:00:00Z'), endTime: utc('2026-03-11T06:00:00Z') },
    ];
    const slots = starts(freeSlots(schedule, week, booked, now));
    expect(slots).toHaveLength(16 * 4 - 3);
    expect(slots.some((slot) => slot.startsWith('2026-03-10'))).toBe(false);
    expect(slots.some((slot) => slot.startsWith('2026-03-14') || slot.startsWith('2026-03-15'))).toBe(false);
    expect(slots).not.toContain('2026-03-09T03:30:00.000Z');
    expect(slots).not.toContain('2026-03-11T05:00:00.000Z');
    expect(slots).not.toContain('2026-03-11T05:30:00.000Z');
    expect(slots).toContain('2026-03-11T06:00:00.000Z');
  });

  it("answers a New York patient's day with the Kolkata slots inside it, from two Kolkata dates", () => {
    // Tuesday 10 March 2026 in New York (EDT): 04:00Z to 04:00Z the next day.
    const nyDay = { from: utc('2026-03-10T04:00:00Z'), to: utc('2026-03-11T04:00:00Z') };
    const slots = starts(freeSlots(kolkata, nyDay, [], utc('2026-03-01T00:00:00Z')));
    expect(slots[0]).toBe('2026-03-10T04:00:00.000Z');
    expect(slots.at(-2)).toBe('2026-03-10T11:00:00.000Z');
    // 09:00 on Wednesday in Kolkata is still Tuesday 23:30 in New York.
    expect(slots.at(-1)).toBe('2026-03-11T03:30:00.000Z');
    expect(slots).toHaveLength(16);
  });
});

describe('slots in the US (America/New_York) across daylight-saving changes', () => {
  const newYork: SlotSchedule = {
    timeZone: 'America/New_York',
    slotMinutes: 30,
    weeklyHours: [...weekdays('09:00', '17:00'), { weekday: 0, startTime: '00:00', endTime: '04:00' }],
    daysOff: [],
  };
  const longAgo = utc('2026-01-01T00:00:00Z');

  it('keeps 09:00 on the clock when it springs forward (8 March 2026): 14:00Z before, 13:00Z after', () => {
    const week = { from: utc('2026-03-06T00:00:00Z'), to: utc('2026-03-10T00:00:00Z') };
    const slots = starts(freeSlots(newYork, week, [], longAgo));
    const firstOf = (date: string) => slots.find((slot) => slot.startsWith(date));
    expect(firstOf('2026-03-06T1')).toBe('2026-03-06T14:00:00.000Z');
    expect(firstOf('2026-03-09T1')).toBe('2026-03-09T13:00:00.000Z');
    expect(
      slots.filter((slot) => slot.startsWith('2026-03-09T1') || slot.startsWith('2026-03-09T2')),
    ).toHaveLength(16);
  });

  it('skips the hour the clocks jump over: Sunday 00:00-04:00 holds three hours of slots', () => {
    const sunday = { from: utc('2026-03-08T05:00:00Z'), to: utc('2026-03-09T04:00:00Z') };
    expect(starts(freeSlots(newYork, sunday, [], longAgo))).toEqual([
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T05:30:00.000Z',
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z', // 01:30 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT: 02:00 to 02:59 never happens
      '2026-03-08T07:30:00.000Z', // 03:30 EDT, ending at 04:00 EDT
    ]);
  });

  it('offers the repeated hour twice when it falls back (1 November 2026): five hours of slots', () => {
    const sunday = { from: utc('2026-11-01T04:00:00Z'), to: utc('2026-11-02T05:00:00Z') };
    const slots = starts(freeSlots(newYork, sunday, [], longAgo));
    expect(slots).toHaveLength(10);
    expect(slots[0]).toBe('2026-11-01T04:00:00.000Z'); // 00:00 EDT
    expect(slots).toContain('2026-11-01T05:00:00.000Z'); // 01:00 EDT
    expect(slots).toContain('2026-11-01T06:00:00.000Z'); // 01:00 EST, an hour later
    expect(slots.at(-1)).toBe('2026-11-01T08:30:00.000Z'); // 03:30 EST, ending at 04:00 EST
  });

  it('moves 09:00 from 13:00Z to 14:00Z across the autumn change', () => {
    const week = { from: utc('2026-10-30T00:00:00Z'), to: utc('2026-11-03T00:00:00Z') };
    const slots = starts(freeSlots(newYork, week, [], longAgo));
    expect(slots.find((slot) => slot.startsWith('2026-10-30T1'))).toBe('2026-10-30T13:00:00.000Z');
    expect(slots.find((slot) => slot.startsWith('2026-11-02T1'))).toBe('2026-11-02T14:00:00.000Z');
  });

  it('finds the slot a booking names, and nothing off the grid or in the skipped hour', () => {
    expect(slotStartingAt(newYork, utc('2026-03-09T13:30:00Z'))).toEqual({
      startTime: utc('2026-03-09T13:30:00Z'),
      endTime: utc('2026-03-09T14:00:00Z'),
    });
    expect(slotStartingAt(newYork, utc('2026-03-09T13:15:00Z'))).toBeNull();
    expect(slotStartingAt(newYork, utc('2026-03-09T12:30:00Z'))).toBeNull(); // 08:30 EDT, before hours
    expect(offeredSlots(newYork, utc('2026-03-08T07:00:00Z'), utc('2026-03-08T07:00:00Z') + 1)).toHaveLength(
      1,
    );
  });
});

describe('zoned time', () => {
  it('reads offsets from the tz database', () => {
    expect(zoneOffsetAt(utc('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetAt(utc('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetAt(utc('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
  });

  it("resolves a skipped time past the gap and a repeated time to its first occurrence (Temporal's 'compatible')", () => {
    const springDay = { year: 2026, month: 3, day: 8 };
    expect(new Date(instantAt(springDay, 150, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z', // 02:30 does not exist: 03:30 EDT
    );
    const autumnDay = { year: 2026, month: 11, day: 1 };
    expect(new Date(instantAt(autumnDay, 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, not 01:30 EST
    );
  });
});
