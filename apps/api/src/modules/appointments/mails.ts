import { fullName, msg } from '@carenet/shared';
import { translatorFor, type Translator } from '../../platform/i18n';
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

const nameOf = (party: Party, { t }: Translator) => fullName(party.name) || t('a CareNet member');

const SUBJECTS: Record<AppointmentNews, string> = {
  booked: msg('Appointment booked'),
  rescheduled: msg('Appointment moved'),
  cancelled: msg('Appointment cancelled'),
  reminder: msg('Reminder: your appointment starts soon'),
};

function opening(
  news: AppointmentNews,
  other: Party,
  toDoctor: boolean,
  cancelledByOther: boolean,
  i18n: Translator,
): string {
  const { t } = i18n;
  const name = nameOf(other, i18n);
  switch (news) {
    case 'booked':
      return toDoctor
        ? t('{name} booked a video appointment with you.', { name })
        : t('Your video appointment with {name} is booked.', { name });
    case 'rescheduled':
      return t('Your video appointment with {name} has moved to a new time.', { name });
    case 'cancelled':
      return cancelledByOther
        ? t('{name} cancelled your video appointment.', { name })
        : t('You cancelled your video appointment with {name}.', { name });
    case 'reminder':
      return t('Your video appointment with {name} starts soon.', { name });
  }
}

/**
 * The e-mails to the patient and the doctor about an appointment, each in its reader's language. They
 * name the other party and the time on the doctor's clock (with its zone), never the patient's note:
 * e-mail is not a private channel.
 */
export function appointmentMails(
  view: AppointmentView,
  news: AppointmentNews,
  options: { appUrl: string; actorId?: string },
): MailMessage[] {
  const { appointment } = view;
  const start = partsInZone(appointment.startTime, appointment.timeZone);
  const end = partsInZone(appointment.endTime, appointment.timeZone);
  const listUrl = new URL('/member/myAppointments', options.appUrl).toString();
  return [
    { to: view.patient, other: view.doctor, toDoctor: false },
    { to: view.doctor, other: view.patient, toDoctor: true },
  ].map(({ to, other, toDoctor }) => {
    const i18n = translatorFor(to.locale);
    const { t } = i18n;
    const when = t('{date} {start} to {end} ({zone} time)', {
      date: start.date,
      start: start.time,
      end: end.time,
      zone: appointment.timeZone,
    });
    const lines = [
      t('Hello {name},', { name: to.name.first_name || nameOf(to, i18n) }),
      '',
      opening(news, other, toDoctor, options.actorId === other.id, i18n),
      t('When: {when}', { when }),
      ...(news === 'cancelled' ? [] : [t('Join the video call: {link}', { link: appointment.meetLink })]),
      '',
      t('Your appointments: {link}', { link: listUrl }),
      '',
      'CareNet',
    ];
    return {
      to: to.email,
      subject: `${t(SUBJECTS[news])}: ${start.date} ${start.time}`,
      text: lines.join('\n'),
    };
  });
}
