import type { ActivityCategories } from '../../platform/audit';

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

/** Who meets whom, and when (epoch ms). */
type AppointmentChange = { doctorId: string; patientId: string; startTime: number; endTime: number };

declare module '../../platform/events' {
  interface EventMap {
    [APPOINTMENT_EVENTS.booked]: AppointmentChange;
    [APPOINTMENT_EVENTS.rescheduled]: AppointmentChange;
    [APPOINTMENT_EVENTS.cancelled]: AppointmentChange;
    [APPOINTMENT_EVENTS.reminder]: { doctorId: string; patientId: string; startTime: number };
    /** The list's filter and the appointments it showed. */
    [APPOINTMENT_EVENTS.listRead]: {
      createdBy?: string;
      doctorId?: string;
      patientId?: string;
      when?: string;
      appointmentIds: string[];
    };
  }
}

export const appointmentActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(APPOINTMENT_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
