import { z } from 'zod';
import { MAX_DAYS_OFF, MAX_WEEKLY_HOURS, SCHEDULE_MESSAGES, SLOT_LENGTHS } from './messages';

/** Days of the week as JavaScript numbers them: 0 is Sunday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of an 'HH:MM' time of day (24-hour clock). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** An IANA time zone name this runtime knows ('Asia/Kolkata', 'America/New_York', 'UTC'). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date as YYYY-MM-DD that exists (no 31 April). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const timeOfDay = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().regex(TIME_OF_DAY, requiredMessage);

/** One block of weekly hours: on `weekday`, from `startTime` to `endTime` in the schedule's time zone. */
export const scheduleHoursSchema = z.object({
  weekday: z
    .number({ error: SCHEDULE_MESSAGES.weekdayRequired })
    .int(SCHEDULE_MESSAGES.weekdayRequired)
    .min(0, SCHEDULE_MESSAGES.weekdayRequired)
    .max(6, SCHEDULE_MESSAGES.weekdayRequired),
  startTime: timeOfDay(SCHEDULE_MESSAGES.startRequired),
  endTime: timeOfDay(SCHEDULE_MESSAGES.endRequired),
});
export type ScheduleHours = z.output<typeof scheduleHoursSchema>;

interface HoursToCheck {
  slotMinutes: number;
  weeklyHours: ScheduleHours[];
}

/** Each block ends after it starts, holds at least one slot, and overlaps no other block of its day. */
function checkHours(value: HoursToCheck, ctx: z.RefinementCtx): void {
  value.weeklyHours.forEach((hours, index) => {
    const start = minutesOfDay(hours.startTime);
    const end = minutesOfDay(hours.endTime);
    if (end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyHours', index, 'endTime'],
        message: SCHEDULE_MESSAGES.endBeforeStart,
      });
      return;
    }
    if (end - start < value.slotMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyHours', index, 'endTime'],
        message: SCHEDULE_MESSAGES.shorterThanSlot,
      });
    }
    const overlapsEarlier = value.weeklyHours.slice(0, index).some((other) => {
      const otherStart = minutesOfDay(other.startTime);
      const otherEnd = minutesOfDay(other.endTime);
      return other.weekday === hours.weekday && otherStart < end && start < otherEnd;
    });
    if (overlapsEarlier) {
      ctx.addIssue({
        code: 'custom',
        path: ['weeklyHours', index, 'startTime'],
        message: SCHEDULE_MESSAGES.overlap,
      });
    }
  });
}

/**
 * POST /schedule: a doctor's weekly availability in one IANA time zone, cut into slots of
 * `slotMinutes`, and the days off (dates in that time zone) on which no slot is offered.
 */
export const scheduleSchema = z
  .object({
    timeZone: z
      .string({ error: SCHEDULE_MESSAGES.timeZoneRequired })
      .trim()
      .min(1, SCHEDULE_MESSAGES.timeZoneRequired)
      .refine(isKnownTimeZone, SCHEDULE_MESSAGES.unknownTimeZone),
    slotMinutes: z
      .number({ error: SCHEDULE_MESSAGES.slotLengthRequired })
      .refine(
        (minutes) => (SLOT_LENGTHS as readonly number[]).includes(minutes),
        SCHEDULE_MESSAGES.slotLengthRequired,
      ),
    weeklyHours: z
      .array(scheduleHoursSchema, { error: SCHEDULE_MESSAGES.hoursRequired })
      .min(1, SCHEDULE_MESSAGES.hoursRequired)
      .max(MAX_WEEKLY_HOURS, SCHEDULE_MESSAGES.tooManyHours),
    daysOff: z
      .array(z.string().trim().refine(isCalendarDate, SCHEDULE_MESSAGES.invalidDayOff))
      .max(MAX_DAYS_OFF, SCHEDULE_MESSAGES.tooManyDaysOff)
      .optional()
      .default([])
      .transform((dates) => [...new Set(dates)].sort()),
  })
  .superRefine(checkHours);
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type ScheduleBody = z.output<typeof scheduleSchema>;
