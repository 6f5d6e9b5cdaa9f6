import { DIRECTORY_CSV_COLUMNS, type DirectoryCsvColumn } from '@carenet/shared';
import { uniqueWord } from '../../../test/factories';

/** Test data for the directory: CSV rows (any column may be overridden) and files of them. */
export type DirectoryRowValues = Partial<Record<DirectoryCsvColumn, string>>;

export function directoryRow(overrides: DirectoryRowValues = {}): Record<DirectoryCsvColumn, string> {
  const word = uniqueWord();
  return {
    ref: `TEST-${word}`,
    name: `Dr. Test ${word}`,
    speciality: 'Orthopaedic Surgeon',
    phone: '+919800000001',
    email: `${word}@directory.example`,
    linkedin: `https://linkedin.example/in/${word}`,
    twitter: '',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    languages: 'English;Marathi',
    experience:
      'Senior Consultant|Sahyadri Care Hospital|2015–present;Registrar|Kaveri City Hospital|2010–2015',
    education:
      'MBBS|Western Ghats Medical College|2004;MS Orthopaedics|Central India College of Medicine|2009',
    memberships: 'Indian Society of Clinical Practice (fictional)',
    certifications: 'Basic Life Support;Good Clinical Practice',
    achievements: 'Best Resident Award',
    ...overrides,
  };
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A directory CSV with every column, in order, and these rows. */
export function directoryCsv(
  rows: readonly DirectoryRowValues[],
  columns: readonly string[] = DIRECTORY_CSV_COLUMNS,
): Buffer {
  const lines = [
    columns,
    ...rows.map((row) => columns.map((column) => row[column as DirectoryCsvColumn] ?? '')),
  ];
  return Buffer.from(lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
}
