import {
  DIRECTORY_CSV_COLUMNS,
  DIRECTORY_LIST_PART_SEPARATOR,
  DIRECTORY_LIST_SEPARATOR,
  DIRECTORY_MESSAGES as M,
  type DirectoryCsvColumn,
} from '@carenet/shared';
import type { DirectoryEducation, DirectoryExperience } from '../../platform/db/schema';
import type { DirectoryDoctorFields } from './repository';

/** The longest text each column takes; lists are limited item by item. */
const MAX_LENGTH: Record<DirectoryCsvColumn, number> = {
  ref: 100,
  name: 200,
  speciality: 80,
  phone: 40,
  email: 254,
  linkedin: 500,
  twitter: 500,
  city: 100,
  state: 100,
  country: 100,
  languages: 400,
  experience: 4000,
  education: 4000,
  memberships: 4000,
  certifications: 4000,
  achievements: 4000,
};
const REQUIRED: readonly DirectoryCsvColumn[] = ['ref', 'name', 'speciality', 'city', 'country'];

export interface DirectoryCsvResult {
  entries: DirectoryDoctorFields[];
  /** `line` is the record's number in the file, the header being 1. */
  refused: { line: number; errors: string[] }[];
}

const items = (cell: string) =>
  cell
    .split(DIRECTORY_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** "a|b|c;d|e|f" as objects of three named parts; null when an item has not three parts. */
function triples<T>(cell: string, make: (parts: string[]) => T): T[] | null {
  const out: T[] = [];
  for (const item of items(cell)) {
    const parts = item.split(DIRECTORY_LIST_PART_SEPARATOR).map((part) => part.trim());
    if (parts.length !== 3) return null;
    out.push(make(parts));
  }
  return out;
}

/** One record of the file, checked: the entry, or why it is refused. */
function readRow(cells: Record<DirectoryCsvColumn, string>): DirectoryDoctorFields | string[] {
  const errors: string[] = [];
  for (const column of REQUIRED) if (!cells[column]) errors.push(M.rowFieldRequired(column));
  for (const column of DIRECTORY_CSV_COLUMNS) {
    if (cells[column].length > MAX_LENGTH[column]) errors.push(M.rowFieldTooLong(column));
  }
  const experience = triples<DirectoryExperience>(cells.experience, ([position, hospital, duration]) => ({
    position,
    hospital,
    duration,
  }));
  if (!experience) errors.push(M.rowBadList('experience'));
  const education = triples<DirectoryEducation>(cells.education, ([degree, institution, year]) => ({
    degree,
    institution,
    year,
  }));
  if (!education) errors.push(M.rowBadList('education'));
  if (errors.length || !experience || !education) return errors;
  const optional = (value: string) => value || null;
  return {
    ref: cells.ref,
    name: cells.name,
    speciality: cells.speciality,
    phone: optional(cells.phone),
    email: optional(cells.email.toLowerCase()),
    linkedin: optional(cells.linkedin),
    twitter: optional(cells.twitter),
    city: cells.city,
    state: cells.state,
    country: cells.country,
    languages: items(cells.languages),
    experience,
    education,
    memberships: items(cells.memberships),
    certifications: items(cells.certifications),
    achievements: items(cells.achievements),
  };
}

/**
 * The entries of a directory CSV (docs/directory.md#importing), from its parsed records (the first
 * being the header). A missing column refuses the whole file; a bad row is refused alone, with its line.
 */
export function readDirectoryCsv(records: string[][]): DirectoryCsvResult | { missingColumn: string } {
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const positions = {} as Record<DirectoryCsvColumn, number>;
  for (const column of DIRECTORY_CSV_COLUMNS) {
    const position = header.indexOf(column);
    if (position < 0) return { missingColumn: column };
    positions[column] = position;
  }
  const result: DirectoryCsvResult = { entries: [], refused: [] };
  const seenRefs = new Set<string>();
  for (const [index, record] of records.slice(1).entries()) {
    const line = index + 2;
    // A blank line (often the last) is no row.
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells = {} as Record<DirectoryCsvColumn, string>;
    for (const column of DIRECTORY_CSV_COLUMNS) cells[column] = (record[positions[column]] ?? '').trim();
    const row = readRow(cells);
    if (Array.isArray(row)) {
      result.refused.push({ line, errors: row });
    } else if (seenRefs.has(row.ref)) {
      result.refused.push({ line, errors: [M.rowDuplicateRef] });
    } else {
      seenRefs.add(row.ref);
      result.entries.push(row);
    }
  }
  return result;
}
