import { formatDate } from '../../lib/dates';
import { t } from '../../lib/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The viewer's IANA time zone, as the browser reports it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The viewer's calendar date of an instant, as YYYY-MM-DD (what a date input holds). */
export function localIsoDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The viewer's day `isoDate`, local midnight to the next local midnight (23 or 25 hours on a clock change). */
export function localDayRange(isoDate: string): { from: number; to: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { from: new Date(year, month - 1, day).getTime(), to: new Date(year, month - 1, day + 1).getTime() };
}

/** The 31 days the API answers at most, from the start of the viewer's today. */
export function comingMonth(now: number): { from: number; to: number } {
  const { from } = localDayRange(localIsoDate(now));
  return { from, to: from + 31 * DAY_MS };
}

/** docs/screens-and-flows.md#formats time 'hh:mm A' on the viewer's clock. */
export function formatTime(ms: number): string {
  const date = new Date(ms);
  const hours = date.getHours() % 12 || 12;
  return `${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? t('AM') : t('PM')}`;
}

/** docs/screens-and-flows.md#formats 'DD-MMM-YYYY hh:mm A' on the viewer's clock. */
export function formatDateTime(ms: number): string {
  return `${formatDate(new Date(ms).toISOString())} ${formatTime(ms)}`;
}

/** '24-Nov-2026 09:00 AM – 09:30 AM': an appointment's span on the viewer's clock. */
export function formatSpan(startTime: number, endTime: number): string {
  const sameDay = localIsoDate(startTime) === localIsoDate(endTime);
  return `${formatDateTime(startTime)} – ${sameDay ? formatTime(endTime) : formatDateTime(endTime)}`;
}
