import { USER_IMPORT_COLUMNS } from '@carenet/shared';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

const FIRST = ['Asha', 'Vikram', 'Meera', 'Rahul', 'Priya', 'Arjun', 'Kavya', 'Rohan', 'Ananya', 'Ishaan'];
const LAST = ['Rao', 'Shah', 'Iyer', 'Patel', 'Nair', 'Gupta', 'Das', 'Menon', 'Reddy', 'Singh'];
const CITIES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Chennai', 'Tamil Nadu'],
  ['Kochi', 'Kerala'],
  ['Jaipur', 'Rajasthan'],
];

/** A cell as a spreadsheet program writes it. */
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A users file as an administrator would upload it: the template's columns, patients and (every nth
 * row) doctors with a specialty, each with an e-mail and an Indian mobile number of their own.
 */
export function usersFile(rows: number, doctorEvery: number, specialty: string, runId: string): Buffer {
  const lines = [USER_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const [city, state] = CITIES[i % CITIES.length];
    const doctor = i % doctorEvery === 0;
    const values: Partial<Record<Column, string>> = {
      roles: doctor ? 'doctor' : 'patient',
      salutation: doctor ? 'Dr' : '',
      first_name: FIRST[i % FIRST.length],
      last_name: LAST[(i * 7) % LAST.length],
      email: `bench.${runId}.${i}@import.carenet.local`,
      // 9xxxxxxxxx: a valid Indian mobile number per row.
      phone: `+91${9_000_000_000 + i}`,
      gender: ['f', 'm', 'o'][i % 3],
      title: doctor ? 'MBBS, MD' : '',
      yearsOfExperience: doctor ? String(5 + (i % 30)) : '',
      specialties: doctor ? specialty : '',
      line1: `${1 + (i % 200)} MG Road`,
      city,
      state,
      country: 'India',
      zip_code: String(400_001 + (i % 900)),
    };
    lines.push(USER_IMPORT_COLUMNS.map((column) => cell(values[column] ?? '')).join(','));
  }
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}
