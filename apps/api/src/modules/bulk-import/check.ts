import type { z } from 'zod';
import { BULK_IMPORT_LIST_SEPARATOR, BULK_IMPORT_MESSAGES as M } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import type { ImportRowError } from '../../platform/db/schema';
import type { CheckedRow, FieldProblem, ImportKind } from './kind';
import type { SheetRow } from './read-rows';

/** Database look-ups go this many rows at a time (bind parameters stay well under PostgreSQL's limit). */
const LOOKUP_CHUNK = 1000;

/** A cell listing several names ('Cardiology; Radiology'), empty parts dropped. */
export function listCell(value: string): string[] {
  return value
    .split(BULK_IMPORT_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A schema's issues as one problem per column, named by the path's last field (name.first_name is first_name). */
export function schemaProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = [...issue.path].reverse().find((part): part is string => typeof part === 'string') ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => (field ? { field, message } : { message }));
}

const withRow = (row: number, problems: readonly FieldProblem[]): ImportRowError[] =>
  problems.map((problem) => ({ row, ...problem }));

/**
 * Each row parsed by the kind's schema, and refused when an e-mail, phone or name is also on an
 * earlier row of the file (the first one is kept). Needs no database, so the job repeats it over the
 * whole file for every batch it resumes.
 */
export function checkFile<Input, Created>(
  kind: ImportKind<Input, Created>,
  rows: readonly SheetRow[],
): CheckedRow<Input>[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ row, values }) => {
    const parsed = kind.parse(values);
    if ('problems' in parsed) return { row, input: null, errors: withRow(row, parsed.problems) };
    const duplicates: FieldProblem[] = [];
    for (const { field, key } of kind.uniqueKeys(parsed.input)) {
      const first = firstRowOf.get(`${field}\u0000${key}`);
      if (first === undefined) firstRowOf.set(`${field}\u0000${key}`, row);
      else duplicates.push({ field, message: M.duplicateInFile(first) });
    }
    return duplicates.length
      ? { row, input: null, errors: withRow(row, duplicates) }
      : { row, input: parsed.input, errors: [] };
  });
}

/** The rows the file let through, checked against the database (taken e-mails, unknown specialties...). */
export async function checkDatabase<Input, Created>(
  db: Database,
  kind: ImportKind<Input, Created>,
  rows: readonly CheckedRow<Input>[],
): Promise<CheckedRow<Input>[]> {
  const ready = rows.filter((row): row is CheckedRow<Input> & { input: Input } => row.input !== null);
  const problems = new Map<number, FieldProblem[]>();
  for (let start = 0; start < ready.length; start += LOOKUP_CHUNK) {
    const chunk = ready.slice(start, start + LOOKUP_CHUNK);
    const found = await kind.checkDatabase(
      db,
      chunk.map((row) => row.input),
    );
    chunk.forEach((row, i) => {
      if (found[i].length) problems.set(row.row, found[i]);
    });
  }
  return rows.map((row) => {
    const refused = problems.get(row.row);
    return refused ? { row: row.row, input: null, errors: withRow(row.row, refused) } : row;
  });
}
