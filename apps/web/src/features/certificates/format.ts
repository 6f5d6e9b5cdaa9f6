import { locale, localeTag } from '../../lib/i18n';

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

/** A calendar day (YYYY-MM-DD) as DD-MMM-YYYY, the same day in every time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}
