import { formatDonationAmount } from '@carenet/shared';
import { formatDate } from '../../lib/dates';
import { locale, t } from '../../lib/i18n';

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as DD-MMM-YYYY ('29-Dec-2026'); in Hindi with the month's Hindi short name (lib/dates). */
export function eventDay(date: Date): string {
  return locale === 'en'
    ? date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).replace(/ /g, '-')
    : formatDate(date.toISOString());
}

/** A time of day as hh:mm AM ('09:30 AM'); in Hindi with its own AM/PM. */
export function eventTime(date: Date): string {
  if (locale === 'en') return date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
  const meridiem = date.getHours() < 12 ? t('AM') : t('PM');
  return `${pad(date.getHours() % 12 || 12)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** An event's date range as people read it: '29-Dec-2026 09:30 AM to 06:30 PM'. */
export function eventWhen(startsAt: string, endsAt: string): string {
  const format = (date: Date, withDay: boolean) => {
    const time = eventTime(date);
    return withDay ? `${eventDay(date)} ${time}` : time;
  };
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return t('{start} to {end}', { start: format(start, true), end: format(end, !sameDay) });
}

export const feeLabel = (fee: number, currency: string) =>
  fee > 0 ? formatDonationAmount(fee, currency) : t('Free');
