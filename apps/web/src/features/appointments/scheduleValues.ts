import type { ScheduleDto, ScheduleInput } from '@carenet/shared';
import { browserTimeZone } from './time';

/** The weekdays in the order a working week is read: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The form of a saved schedule, or a first one to start from: weekdays 09:00-17:00 in the browser's zone. */
export function scheduleFormValues(saved: ScheduleDto | null): Required<ScheduleInput> {
  if (saved) {
    return {
      timeZone: saved.timeZone,
      slotMinutes: saved.slotMinutes,
      weeklyHours: saved.weeklyHours.map((hours) => ({ ...hours })),
      daysOff: [...saved.daysOff],
    };
  }
  return {
    timeZone: browserTimeZone(),
    slotMinutes: 30,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
    daysOff: [],
  };
}

/** Every IANA zone the browser knows, with the ones in use first so they are there whatever it lists. */
export function timeZoneOptions(...inUse: string[]): string[] {
  return [...new Set([...inUse, ...Intl.supportedValuesOf('timeZone')])];
}
