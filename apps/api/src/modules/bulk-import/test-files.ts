import { randomUUID } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { USER_IMPORT_COLUMNS } from '@carenet/shared';

/** Test data for bulk uploads: rows of the users template, CSV files of them, and handmade XLSX zips. */
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

/**
 * One file of a handmade zip: its deflated bytes, and the unpacked size and checksum its headers
 * claim (a zip bomb's claims are lies).
 */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  claimedSize: number;
  crc: number;
}

/**
 * Where a handmade zip writes each file's claims: in the local header before the data (as Excel
 * does), or in a data descriptor after it, the local header saying nothing (as streaming writers,
 * write-excel-file among them, do). The central directory says the same in both.
 */
export type ZipClaimsIn = 'local header' | 'data descriptor';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;
const SIZES_AFTER_DATA = 0x0008;
const DEFLATED = 8;

/** A part whose headers tell the truth. */
export function honestPart(name: string, text: string): ZipPart {
  const bytes = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(bytes), claimedSize: bytes.length, crc: crc32(bytes) };
}

/**
 * A part that unpacks to `head`, `mebibytes` MiB of spaces and `tail` while its headers claim
 * `claimedSize`, built without ever holding it unpacked: each piece is deflated on its own and
 * flushed to a byte boundary, so the 1 MiB of spaces deflates once (to about 1 KB) and its bytes
 * repeat. Its checksum is left 0: working it out would mean going through every byte.
 */
export function bombPart(
  name: string,
  {
    head = '',
    mebibytes,
    tail = '',
    claimedSize,
  }: { head?: string; mebibytes: number; tail?: string; claimedSize: number },
): ZipPart {
  const piece = (text: string | Buffer) =>
    deflateRawSync(text, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const spaces = piece(Buffer.alloc(1024 * 1024, 0x20));
  const deflated = Buffer.concat([
    piece(head),
    ...Array.from({ length: mebibytes }, () => spaces),
    deflateRawSync(tail),
  ]);
  return { name, deflated, claimedSize, crc: 0 };
}

/** A zip of these parts, deflated, each with its claims written as `claimsIn` says and in the central directory. */
export function zipOf(parts: readonly ZipPart[], claimsIn: ZipClaimsIn): Buffer {
  const afterData = claimsIn === 'data descriptor';
  const flags = UTF8_NAMES | (afterData ? SIZES_AFTER_DATA : 0);
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(DEFLATED, 8);
    if (!afterData) {
      local.writeUInt32LE(part.crc, 14);
      local.writeUInt32LE(part.deflated.length, 18);
      local.writeUInt32LE(part.claimedSize, 22);
    }
    local.writeUInt16LE(name.length, 26);
    const descriptor = Buffer.alloc(afterData ? 16 : 0);
    if (afterData) {
      descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
      descriptor.writeUInt32LE(part.crc, 4);
      descriptor.writeUInt32LE(part.deflated.length, 8);
      descriptor.writeUInt32LE(part.claimedSize, 12);
    }
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(DIRECTORY_ENTRY, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(DEFLATED, 10);
    entry.writeUInt32LE(part.crc, 16);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(part.claimedSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    files.push(local, name, part.deflated, descriptor);
    directory.push(entry, name);
    offset += local.length + name.length + part.deflated.length + descriptor.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(
    directory.reduce((sum, piece) => sum + piece.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...files, ...directory, end]);
}

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts of the smallest workbook spreadsheet readers take, around its one worksheet. */
const WORKBOOK_FRAME: Record<string, string> = {
  '[Content_Types].xml':
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml':
    `${XML_DECLARATION}<workbook xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

export const WORKSHEET_PART = 'xl/worksheets/sheet1.xml';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A worksheet of these rows (text cells, at most 26 columns) cut where more can go: after the rows,
 * whitespace is still a well-formed sheet.
 */
export function worksheetXml(rows: readonly (readonly string[])[]): { head: string; tail: string } {
  const cells = (row: readonly string[], r: number) =>
    row
      .map(
        (value, c) =>
          `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
      )
      .join('');
  const sheetRows = rows.map((row, i) => `<row r="${i + 1}">${cells(row, i + 1)}</row>`).join('');
  return {
    head: `${XML_DECLARATION}<worksheet xmlns="${SPREADSHEET}"><sheetData>${sheetRows}`,
    tail: '</sheetData></worksheet>',
  };
}

/** A users sheet's rows as cells: the template's header, then each row under it. */
export const usersSheetRows = (rows: readonly UserRowValues[]): string[][] => [
  [...USER_IMPORT_COLUMNS],
  ...rows.map((row) => USER_IMPORT_COLUMNS.map((column) => row[column] ?? '')),
];

/** The parts of a workbook whose one worksheet is `worksheet`, then `more` (parts no reader asked for). */
export const workbookParts = (worksheet: ZipPart, more: readonly ZipPart[] = []): ZipPart[] => [
  ...Object.entries(WORKBOOK_FRAME).map(([name, text]) => honestPart(name, text)),
  worksheet,
  ...more,
];
