import { BULK_IMPORT_MAX_ROWS, BULK_IMPORT_MESSAGES as M } from '@carenet/shared';
import { AppError } from '../../platform/errors';
import { parseCsv } from './csv-parse';
import { unpackXlsx } from './unpack-xlsx';

/** One data row of an uploaded sheet: its spreadsheet row number (the header is row 1) and its cells by column. */
// A type, not an interface, so that import_jobs.rows (jsonb records) holds it as it is.
export type SheetRow = {
  row: number;
  values: Record<string, string>;
};

type Cell = string | number | boolean | Date | null | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

async function readGrid(ext: string, bytes: Buffer): Promise<string[][]> {
  if (ext === 'csv') {
    const rows = parseCsv(bytes.toString('utf8'));
    if (!rows) throw AppError.field('file', M.unreadable);
    return rows.map((row) => row.map((cell) => cell.trim()));
  }
  // The reader gets the sheet as this counted it, never the upload: a zip bomb stops here.
  const sheet = await unpackXlsx(bytes);
  // Loaded with the first spreadsheet rather than at start: most servers never import one.
  const { readSheet } = await import('read-excel-file/node');
  try {
    // The first sheet is the one the template has; trimming is ours (cellText), the same for CSV.
    const rows = await readSheet(sheet, { trim: false });
    return rows.map((row) => row.map((cell) => cellText(cell as Cell)));
  } catch {
    throw AppError.field('file', M.unreadable);
  }
}

/**
 * The data rows of an uploaded CSV or XLSX file under the kind's columns. The first row names the
 * columns, in any order and letter case; every template column must be there and no other (a
 * misspelt column would otherwise be dropped without a word). Blank rows are skipped, keeping the
 * row numbers a spreadsheet shows. Every problem of the file as a whole is a 400 on 'file'.
 */
export async function readSheetRows(
  ext: string,
  bytes: Buffer,
  columns: readonly string[],
): Promise<SheetRow[]> {
  const grid = await readGrid(ext, bytes);
  const headerIndex = grid.findIndex((row) => row.some((cell) => cell !== ''));
  if (headerIndex < 0) throw AppError.field('file', M.empty);
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const header = grid[headerIndex].map((cell) =>
    cell === '' ? null : (byName.get(cell.toLowerCase()) ?? cell),
  );
  const unknown = header.filter((name): name is string => name !== null && !columns.includes(name));
  if (unknown.length) throw AppError.field('file', M.unknownColumns(unknown));
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length) throw AppError.field('file', M.missingColumns(missing));

  const rows: SheetRow[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells = grid[i];
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length === BULK_IMPORT_MAX_ROWS) throw AppError.field('file', M.tooManyRows);
    const values: Record<string, string> = {};
    header.forEach((name, column) => {
      if (name !== null) values[name] = cells[column] ?? '';
    });
    rows.push({ row: i + 1, values });
  }
  if (!rows.length) throw AppError.field('file', M.empty);
  return rows;
}
