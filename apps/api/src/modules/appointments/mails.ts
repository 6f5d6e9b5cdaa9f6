import { fullName } from '@carenet/shared';
import type { MailMessage } from '../../platform/mail/mailer';
import type { AppointmentView, Party } from './repository';

/** What happened to the appointment, for the e-mails each party gets. */
export type AppointmentNews = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** docs/screens-and-flows.md#formats date 'DD-MMM-YYYY' and time 'hh:mm A', read on the clock of `timeZone`. */
export function partsInZone(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod.toUpperCase()}`,
  };
}

const nameOf = (party: Party) => fullName(party.name) || 'a CareNet member';

const SUBJECTS: Record<AppointmentNews, string> = {
  booked: 'Appointment booked',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  reminder: 'Reminder: your appointment starts soon',
};

function opening(news: AppointmentNews, other: Party, toDoctor: boolean, cancelledByOther: boolean): string {
  const withOther = `with ${nameOf(other)}`;
  switch (news) {
    case 'booked':
      return toDoctor
        ? `${nameOf(other)} booked a video appointment with you.`
        : `Your video appointment ${withOther} is booked.`;
    case 'rescheduled':
      return `Your video appointment ${withOther} has moved to a new time.`;
    case 'cancelled':
      return cancelledByOther
        ? `${nameOf(other)} cancelled your video appointment.`
        : `You cancelled your video appointment ${withOther}.`;
    case 'reminder':
      return `Your video appointment ${withOther} starts soon.`;
  }
}

/**
 * The e-mails to the patient and the doctor about an appointment. They name the other party and the
 * time on the doctor's clock (with its zone), never the patient's note: e-mail is not a private channel.
 */
export function appointmentMails(
  view: AppointmentView,
  news: AppointmentNews,
  options: { appUrl: string; actorId?: string },
): MailMessage[] {
  const { appointment } = view;
  const start = partsInZone(appointment.startTime, appointment.timeZone);
  const end = partsInZone(appointment.endTime, appointment.timeZone);
  const when = `${start.date} ${start.time} to ${end.time} (${appointment.timeZone} time)`;
  const listUrl = new URL('/member/myAppointments', options.appUrl).toString();
  return [
    { to: view.patient, other: view.doctor, toDoctor: false },
    { to: view.doctor, other: view.patient, toDoctor: true },
  ].map(({ to, other, toDoctor }) => {
    const lines = [
      `Hello ${to.name.first_name || nameOf(to)},`,
      '',
      opening(news, other, toDoctor, options.actorId === other.id),
      `When: ${when}`,
      ...(news === 'cancelled' ? [] : [`Join the video call: ${appointment.meetLink}`]),
      '',
      `Your appointments: ${listUrl}`,
      '',
      'CareNet',
    ];
    return {
      to: to.email,
      subject: `${SUBJECTS[news]}: ${start.date} ${start.time}`,
      text: lines.join('\n'),
    };
  });
}
