import type { ImportRowError } from '../../platform/db/schema';
import { toCsv } from '../../platform/csv';
import type { SheetRow } from './read-rows';

export const RESULT_OUTCOMES = { created: 'Created', failed: 'Not imported' } as const;

/**
 * The result CSV: every row of the upload as it came, with its outcome and the reasons a row was not
 * imported. toCsv defuses cells a spreadsheet would run as formulas, so a '=HYPERLINK(…)' typed into
 * the upload comes back as text.
 */
export function resultCsv(
  columns: readonly string[],
  rows: readonly SheetRow[],
  errors: readonly ImportRowError[],
): string {
  const reasons = new Map<number, string[]>();
  for (const { row, field, message } of errors) {
    reasons.set(row, [...(reasons.get(row) ?? []), field ? `${field}: ${message}` : message]);
  }
  return toCsv(
    ['row', ...columns, 'outcome', 'errors'],
    rows.map(({ row, values }) => {
      const refused = reasons.get(row);
      return [
        row,
        ...columns.map((column) => values[column]),
        refused ? RESULT_OUTCOMES.failed : RESULT_OUTCOMES.created,
        refused?.join('; ') ?? '',
      ];
    }),
  );
}
