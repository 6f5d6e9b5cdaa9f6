import type { ActivityCategory } from '../../platform/audit';

/** Domain events of doctors' schedules (DESIGN §3.6). */
export const SCHEDULE_EVENTS = {
  saved: 'schedule.saved',
  deleted: 'schedule.deleted',
} as const;

export const scheduleActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(SCHEDULE_EVENTS).map((type) => [type, 'Doctor Schedule' as const]),
);
