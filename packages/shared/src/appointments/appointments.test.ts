import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  SCHEDULE_MESSAGES,
  bookAppointmentSchema,
  isCalendarDate,
  isKnownTimeZone,
  minutesOfDay,
  scheduleSchema,
  slotAvailabilitySchema,
} from '..';

const DAY = 24 * 60 * 60 * 1000;

const weekdays = (startTime: string, endTime: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime, endTime }));

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('scheduleSchema', () => {
  it('takes weekday hours in a known time zone and keeps each day off once, in order', () => {
    const parsed = scheduleSchema.parse({
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      weeklyHours: [...weekdays('09:00', '13:00'), { weekday: 1, startTime: '14:00', endTime: '17:00' }],
      daysOff: ['2026-03-10', '2026-01-26', '2026-03-10'],
    });
    expect(parsed.daysOff).toEqual(['2026-01-26', '2026-03-10']);
    expect(parsed.weeklyHours).toHaveLength(6);
  });

  it('refuses an end before the start, hours shorter than a slot and overlapping hours, beside the field', () => {
    const result = scheduleSchema.safeParse({
      timeZone: 'America/New_York',
      slotMinutes: 60,
      weeklyHours: [
        { weekday: 1, startTime: '09:00', endTime: '12:00' },
        { weekday: 1, startTime: '11:00', endTime: '13:00' },
        { weekday: 2, startTime: '10:00', endTime: '09:00' },
        { weekday: 3, startTime: '10:00', endTime: '10:30' },
        { weekday: 2, startTime: '11:00', endTime: '12:00' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      { path: 'weeklyHours.1.startTime', message: SCHEDULE_MESSAGES.overlap },
      { path: 'weeklyHours.2.endTime', message: SCHEDULE_MESSAGES.endBeforeStart },
      { path: 'weeklyHours.3.endTime', message: SCHEDULE_MESSAGES.shorterThanSlot },
    ]);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', SCHEDULE_MESSAGES.unknownTimeZone],
    [{ timeZone: '' }, 'timeZone', SCHEDULE_MESSAGES.timeZoneRequired],
    [{ slotMinutes: 7 }, 'slotMinutes', SCHEDULE_MESSAGES.slotLengthRequired],
    [{ weeklyHours: [] }, 'weeklyHours', SCHEDULE_MESSAGES.hoursRequired],
    [
      { weeklyHours: [{ weekday: 7, startTime: '09:00', endTime: '10:00' }] },
      'weeklyHours.0.weekday',
      SCHEDULE_MESSAGES.weekdayRequired,
    ],
    [
      { weeklyHours: [{ weekday: 1, startTime: '9am', endTime: '10:00' }] },
      'weeklyHours.0.startTime',
      SCHEDULE_MESSAGES.startRequired,
    ],
    [
      { weeklyHours: [{ weekday: 1, startTime: '09:00', endTime: '24:00' }] },
      'weeklyHours.0.endTime',
      SCHEDULE_MESSAGES.endRequired,
    ],
    [{ daysOff: ['2026-02-30'] }, 'daysOff.0', SCHEDULE_MESSAGES.invalidDayOff],
  ])('refuses %o with its message', (change, path, message) => {
    const result = scheduleSchema.safeParse({
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      weeklyHours: weekdays('09:00', '17:00'),
      ...change,
    });
    expect(issuesOf(result)).toContainEqual({ path, message });
  });
});

describe('time helpers', () => {
  it('reads a time of day as minutes since midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('knows IANA zones and real calendar dates only', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Asia/Atlantis')).toBe(false);
    expect(isKnownTimeZone('+05:30')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('26-3-1')).toBe(false);
  });
});

describe('slotAvailabilitySchema', () => {
  const from = Date.UTC(2026, 2, 1);
  it(`takes up to 31 days and refuses a longer or backwards range`, () => {
    expect(slotAvailabilitySchema.safeParse({ from, to: from + 31 * DAY }).success).toBe(true);
    expect(issuesOf(slotAvailabilitySchema.safeParse({ from, to: from + 31 * DAY + 1 }))).toEqual([
      { path: 'to', message: APPOINTMENT_MESSAGES.rangeTooLong },
    ]);
    expect(issuesOf(slotAvailabilitySchema.safeParse({ from, to: from }))).toEqual([
      { path: 'to', message: APPOINTMENT_MESSAGES.rangeBackwards },
    ]);
    expect(issuesOf(slotAvailabilitySchema.safeParse({ from }))).toContainEqual({
      path: 'to',
      message: APPOINTMENT_MESSAGES.rangeRequired,
    });
  });
});

describe('bookAppointmentSchema', () => {
  it('needs a doctor and a slot, and keeps notes short', () => {
    expect(issuesOf(bookAppointmentSchema.safeParse({ note: 'x'.repeat(501) }))).toEqual([
      { path: 'doctorId', message: APPOINTMENT_MESSAGES.doctorRequired },
      { path: 'startTime', message: APPOINTMENT_MESSAGES.slotRequired },
      { path: 'note', message: APPOINTMENT_MESSAGES.noteTooLong },
    ]);
  });
});
