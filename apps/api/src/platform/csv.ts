export type CsvValue = string | number | boolean | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain signed number (a phone number such as +919876543210) is never a formula, so it stays as it is.
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One RFC 4180 cell: formula-like text is defused with a leading quote, then quoted when needed. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document with CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
