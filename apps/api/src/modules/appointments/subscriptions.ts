import type { AppContext } from '../../platform/context';
import { registerRoomSync } from '../../platform/meet/room-sync';
import { registerReminderJob } from './reminders';
import { APPOINTMENT_ROOMS } from './rooms';

/** Appointments' part in the app: the reminder job, and the jobs that keep video rooms in step. */
export function subscribeAppointments(ctx: AppContext): void {
  registerReminderJob(ctx);
  registerRoomSync(ctx, APPOINTMENT_ROOMS);
}
