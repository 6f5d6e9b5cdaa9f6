import { randomUUID } from 'node:crypto';
import { USER_IMPORT_COLUMNS } from '@carenet/shared';

/** Test data for bulk uploads: rows of the users template and CSV files of them. */
export type UserRowValues = Partial<Record<(typeof USER_IMPORT_COLUMNS)[number], string>>;

let phoneSequence = Math.floor(Math.random() * 400_000_000);

/** A valid Indian mobile number no other call returns in this process (the 9xxxxxxxxx range). */
export function importPhone(): string {
  phoneSequence = (phoneSequence + 1) % 1_000_000_000;
  return `+919${String(phoneSequence).padStart(9, '0')}`;
}

export const importEmail = (tag: string) => `${tag}.${randomUUID().slice(0, 8)}@import.carenet.local`;

export function patientRow(tag: string, overrides: UserRowValues = {}): UserRowValues {
  return {
    roles: 'patient',
    first_name: 'Asha',
    last_name: 'Rao',
    email: importEmail(tag),
    phone: importPhone(),
    gender: 'f',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    ...overrides,
  };
}

export function doctorRow(tag: string, specialty: string, overrides: UserRowValues = {}): UserRowValues {
  return {
    ...patientRow(tag),
    roles: 'doctor',
    salutation: 'Dr',
    first_name: 'Vikram',
    last_name: 'Shah',
    title: 'MBBS, MD',
    yearsOfExperience: '12',
    specialties: specialty,
    ...overrides,
  };
}

/** A cell as a spreadsheet writes it: quoted when needed, formulas and all (this is someone's upload, not CareNet's CSV). */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A users CSV with the template's columns (in their order) and these rows. */
export function usersCsv(rows: readonly UserRowValues[]): Buffer {
  const lines = [
    USER_IMPORT_COLUMNS,
    ...rows.map((row) => USER_IMPORT_COLUMNS.map((column) => row[column] ?? '')),
  ];
  return Buffer.from(lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
}
