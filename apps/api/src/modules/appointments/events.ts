import type { ActivityCategory } from '../../platform/audit';

/**
 * Domain events of appointments. Who consults which doctor, and when, is health information: every
 * booking, change and reading of appointments is in the activity log as a 'Medical Record' entry.
 */
export const APPOINTMENT_EVENTS = {
  booked: 'appointment.booked',
  rescheduled: 'appointment.rescheduled',
  cancelled: 'appointment.cancelled',
  /** The reminder before an appointment went out (by e-mail; notifications add in-app and push). */
  reminder: 'appointment.reminder_sent',
  listRead: 'appointment.read',
} as const;

export const appointmentActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(APPOINTMENT_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
