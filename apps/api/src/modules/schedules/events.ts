import type { ActivityCategories } from '../../platform/audit';

/** Domain events of doctors' schedules (DESIGN §3.6). */
export const SCHEDULE_EVENTS = {
  saved: 'schedule.saved',
  deleted: 'schedule.deleted',
} as const;

type ScheduleFacts = { timeZone: string; slotMinutes: number };

declare module '../../platform/events' {
  interface EventMap {
    [SCHEDULE_EVENTS.saved]: ScheduleFacts;
    [SCHEDULE_EVENTS.deleted]: ScheduleFacts;
  }
}

export const scheduleActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(SCHEDULE_EVENTS).map((type) => [type, 'Doctor Schedule' as const]),
);
