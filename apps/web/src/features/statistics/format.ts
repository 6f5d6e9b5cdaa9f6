import { formatNumber, locale, localeTag } from '../../lib/i18n';
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The short month names of the page's language, as lib/dates writes them; English keeps CareNet's own. */
const MONTHS =
  locale === 'en'
    ? ENGLISH_MONTHS
    : ENGLISH_MONTHS.map((_, month) =>
        new Intl.DateTimeFormat(localeTag, { month: 'short', timeZone: 'UTC' }).format(
          Date.UTC(2000, month, 15),
        ),
      );

/** A count with thousands commas ('12,345'; Indian grouping in Hindi). */
export const formatCount = (value: number): string => formatNumber(value);

/**
 * A period's first day ('2025-03-03') as DD-MMM-YYYY. The server counts in UTC days, so the day is
 * printed as sent, not moved into the viewer's time zone as a timestamp would be.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Chart colours, taken in turn by a chart's series. */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.7',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];
