/**
 * The product's typed date format (DD-MMM-YYYY, '05-Mar-2025') read back into the 'YYYY-MM-DD' value
 * the date fields hold. ISO input is accepted too, for pasted values.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' for a real calendar day, else null (31-Feb is not a day). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

export function parseDisplayDate(text: string): string | null {
  const value = text.trim();
  const display = /^(\d{1,2})[-\s/]([A-Za-z]{3})[-\s/](\d{4})$/.exec(value);
  if (display) {
    const month = MONTHS.indexOf(display[2].toLowerCase()) + 1;
    return month ? isoDay(Number(display[3]), month, Number(display[1])) : null;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

/** The reader's local day of an instant, as 'YYYY-MM-DD'. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'YYYY-MM-DD' day as CareNet shows it ('2025-03-05' → '05-Mar-2025'), with no time zone involved. */
export function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  const name = MONTHS[Number(month) - 1];
  return `${day}-${name.charAt(0).toUpperCase()}${name.slice(1)}-${year}`;
}
