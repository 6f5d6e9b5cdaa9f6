import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { AppointmentRow } from '../../platform/db/schema';
import { APPOINTMENT_EVENTS } from './events';
import { appointmentMails } from './mails';
import { findAppointmentView } from './repository';

export const REMINDER_QUEUE = 'appointment.reminder';
/** Both parties are reminded this long before an appointment (at once when it is closer). */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;

/**
 * Queues the reminder of an appointment in the transaction that books or moves it; returns the job's
 * id, to call it off on a cancel or move.
 */
export function queueReminder(ctx: AppContext, appointment: AppointmentRow, tx: Database): Promise<string> {
  const runAt = new Date(Math.max(Date.now(), appointment.startTime.getTime() - REMINDER_LEAD_MS));
  return ctx.jobs.enqueue(
    REMINDER_QUEUE,
    { appointmentId: appointment.id, startTime: appointment.startTime.getTime() },
    { runAt },
    tx,
  );
}

/**
 * Sends the reminders when their time comes. A reminder whose appointment was cancelled or moved
 * meanwhile says nothing: the job is called off then, and this check covers one already running.
 */
export function registerReminderJob(ctx: AppContext): void {
  ctx.jobs.register(REMINDER_QUEUE, async (payload) => {
    const view = await findAppointmentView(ctx.db, String(payload.appointmentId));
    if (!view) return;
    const { status, startTime } = view.appointment;
    if (status !== 'booked' || startTime.getTime() !== payload.startTime) return;
    // The e-mails and the event together: a crash between them would send the e-mails twice.
    await ctx.events.transaction(async (tx, emit) => {
      for (const mail of appointmentMails(view, 'reminder', { appUrl: ctx.config.publicUrl })) {
        await ctx.mailer.send(mail, tx);
      }
      // In-app and push reminders follow from the event (the notifications module subscribes).
      await emit(
        APPOINTMENT_EVENTS.reminder,
        {
          doctorId: view.appointment.doctorId,
          patientId: view.appointment.patientId,
          startTime: startTime.getTime(),
        },
        { actorId: null, subjectType: 'appointment', subjectId: view.appointment.id },
      );
    });
  });
}
