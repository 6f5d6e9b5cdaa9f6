import {
  BULK_IMPORT_MESSAGES as M,
  bulkImportJsonRowsSchema,
  type BulkImportJsonRows,
  type FieldError,
} from '@carenet/shared';
import { AppError } from '../../platform/errors';
import type { SheetRow } from './read-rows';

/** A body's problems listed at most this many at a time: enough to fix, not a second copy of the body. */
const MAX_LISTED_PROBLEMS = 20;

const issuePath = (path: readonly PropertyKey[]): string => {
  const [index, column] = path;
  if (typeof index !== 'number') return 'body';
  return `row ${index + 1}${typeof column === 'string' ? `.${column}` : ''}`;
};

const cellText = (value: BulkImportJsonRows[number][string]): string =>
  value === null ? '' : String(value).trim();

/**
 * The rows of a JSON body, as readSheetRows gives a file's: row numbers are the array's index + 1,
 * column names are matched in any letter case, a column missing from an object is an empty cell and
 * a column the template does not have is refused. Every problem of the body as a whole is a 400.
 */
export function readJsonRows(body: unknown, columns: readonly string[]): SheetRow[] {
  const parsed = bulkImportJsonRowsSchema.safeParse(body);
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues
      .slice(0, MAX_LISTED_PROBLEMS)
      .map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
    throw AppError.badRequest(errors[0].message, errors);
  }
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const unknown = new Set<string>();
  const rows = parsed.data.map((object, index) => {
    const values: Record<string, string> = Object.fromEntries(columns.map((column) => [column, '']));
    for (const [key, value] of Object.entries(object)) {
      const column = byName.get(key.toLowerCase());
      if (column) values[column] = cellText(value);
      else unknown.add(key);
    }
    return { row: index + 1, values };
  });
  if (unknown.size) throw AppError.field('body', M.jsonUnknownColumns([...unknown]));
  return rows;
}
