import { locale, localeTag, t } from './i18n';

/** Dates as CareNet shows them (docs/screens-and-flows.md#formats), in the viewer's time zone. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The short month names of the page's language (Hindi: 'जन॰', 'फ़र॰'…); English keeps CareNet's own. */
const MONTHS =
  locale === 'en'
    ? ENGLISH_MONTHS
    : ENGLISH_MONTHS.map((_, month) =>
        new Intl.DateTimeFormat(localeTag, { month: 'short', timeZone: 'UTC' }).format(
          Date.UTC(2000, month, 15),
        ),
      );
const pad = (value: number) => String(value).padStart(2, '0');

/** docs/screens-and-flows.md#formats date format, DD-MMM-YYYY ('05-Mar-2025'), in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getDate())}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
}

/**
 * A calendar day sent as 'YYYY-MM-DD' (a certificate's date, a statistics period) as DD-MMM-YYYY: the
 * same day in every time zone, printed as sent rather than moved as a timestamp would be.
 */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** docs/screens-and-flows.md#formats time, 'hh:mm A' ('02:30 PM'), in the viewer's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  const meridiem = date.getHours() < 12 ? t('AM') : t('PM');
  return `${pad(date.getHours() % 12 || 12)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** docs/screens-and-flows.md#formats date with time, 'DD-MMM-YYYY, hh:mm A' ('05-Mar-2025, 02:30 PM'). */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)}, ${formatTime(iso)}`;
}

const RELATIVE = new Intl.RelativeTimeFormat(localeTag, { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 months ago'. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return t('just now');
}
