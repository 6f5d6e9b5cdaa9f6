import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { BULK_IMPORT_MESSAGES, USER_IMPORT_COLUMNS } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile } from '../../../test/documents';
import { createAdmin, type TestUser } from '../../../test/factories';
import { users } from '../../platform/db/schema';
import {
  WORKSHEET_PART,
  bombPart,
  honestPart,
  patientRow,
  usersSheetRows,
  workbookParts,
  worksheetXml,
  zipOf,
  type ZipClaimsIn,
} from './test-files';

const t = useTestApp();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MiB = 1024 * 1024;
/** What one upload may add to the process's memory: the file, the envelope, a counted sheet; not a bomb. */
const MEMORY_ALLOWANCE = 100 * MiB;
const CLAIMS: ZipClaimsIn[] = ['local header', 'data descriptor'];

let admin: TestUser;
// Made before any memory is measured: signing up hashes a password, which takes memory of its own.
beforeAll(async () => {
  admin = await createAdmin(t.ctx);
});

async function upload(xlsx: Buffer, path = '/user/add/bulk?dryRun=true') {
  const body = multipartFile('file', 'people.xlsx', xlsx, XLSX_TYPE);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
}

/**
 * How much the process's memory grew at most while `work` ran: the resident set, and the JavaScript
 * heap with the buffers outside it, sampled every few milliseconds and once more at the end (memory
 * the work kept counts too).
 */
async function memoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; js: number }> {
  const js = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.arrayBuffers;
  const before = process.memoryUsage();
  const peak = { rss: before.rss, js: js(before) };
  const sample = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.js = Math.max(peak.js, js(usage));
  };
  const sampling = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, rss: peak.rss - before.rss, js: peak.js - js(before) };
  } finally {
    clearInterval(sampling);
  }
}

const refusedAsBomb = (res: Awaited<ReturnType<typeof upload>>) => {
  const message = BULK_IMPORT_MESSAGES.unpacksTooLarge;
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    status: 'error',
    statusCode: 400,
    message,
    errors: [{ path: 'file', message }],
  });
};

describe('an XLSX upload is unpacked under a cap, whatever its headers claim', () => {
  it.each(CLAIMS)('reads a handmade workbook whose %s tells the truth', async (claimsIn) => {
    const { head, tail } = worksheetXml(usersSheetRows([patientRow('handmade')]));
    const xlsx = zipOf(workbookParts(honestPart(WORKSHEET_PART, head + tail)), claimsIn);

    const res = await upload(xlsx);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: 'users', totalRows: 1, validRows: 1, errors: [] });
  });

  it.each(CLAIMS)(
    'refuses a zip bomb whose sheet claims 1 KB in its %s and central directory but unpacks to 1 GB, memory staying flat',
    async (claimsIn) => {
      const { head, tail } = worksheetXml(usersSheetRows([]));
      const sheet = bombPart(WORKSHEET_PART, { head, mebibytes: 1024, tail, claimedSize: 1024 });
      const xlsx = zipOf(workbookParts(sheet), claimsIn);
      // About 1 MB on the wire: well under the 5 MB limit, so only unpacking can tell.
      expect(xlsx.length).toBeLessThan(2 * MiB);

      const { result, rss, js } = await memoryGrowth(() => upload(xlsx));
      expect(rss).toBeLessThan(MEMORY_ALLOWANCE);
      expect(js).toBeLessThan(MEMORY_ALLOWANCE);
      refusedAsBomb(result);
    },
  );

  it('refuses a zip bomb in [Content_Types].xml as no XLSX: the type sniffing reads that part under its own 1 MB limit', async () => {
    const { head, tail } = worksheetXml(usersSheetRows([patientRow('types')]));
    const types = bombPart('[Content_Types].xml', {
      head: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
      mebibytes: 1024,
      tail: '</Types>',
      claimedSize: 1024,
    });
    const parts = workbookParts(honestPart(WORKSHEET_PART, head + tail)).map((part) =>
      part.name === types.name ? types : part,
    );

    const { result, rss, js } = await memoryGrowth(() => upload(zipOf(parts, 'data descriptor')));
    expect(rss).toBeLessThan(MEMORY_ALLOWANCE);
    expect(js).toBeLessThan(MEMORY_ALLOWANCE);
    const message = BULK_IMPORT_MESSAGES.wrongType;
    expect(result.statusCode).toBe(400);
    expect(result.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message,
      errors: [{ path: 'file', message }],
    });
  });

  it('counts every part, images too, against one total: parts each under the cap are refused together', async () => {
    const { head, tail } = worksheetXml(usersSheetRows([patientRow('spread')]));
    // 30 + 30 + 20 MiB: each part is under 64 MiB, the file is not.
    const more = [
      bombPart('xl/worksheets/sheet2.xml', { mebibytes: 30, claimedSize: 100 }),
      bombPart('xl/worksheets/sheet3.xml', { mebibytes: 30, claimedSize: 100 }),
      bombPart('xl/media/image1.png', { mebibytes: 20, claimedSize: 100 }),
    ];
    const xlsx = zipOf(workbookParts(honestPart(WORKSHEET_PART, head + tail), more), 'data descriptor');

    const { result, rss, js } = await memoryGrowth(() => upload(xlsx));
    expect(rss).toBeLessThan(MEMORY_ALLOWANCE);
    expect(js).toBeLessThan(MEMORY_ALLOWANCE);
    refusedAsBomb(result);
  });

  it('reads a small workbook whose headers claim 2 GB by what it holds, allocating nothing for the claim', async () => {
    const { head, tail } = worksheetXml(usersSheetRows([patientRow('claims')]));
    // The type sniffing reads [Content_Types].xml under its own 1 MB limit (and refuses a file whose
    // one claims more), so every other part makes the claim.
    const parts = workbookParts(honestPart(WORKSHEET_PART, head + tail)).map((part) =>
      part.name === '[Content_Types].xml' ? part : { ...part, claimedSize: 0x7fffffff },
    );

    const { result, rss, js } = await memoryGrowth(() => upload(zipOf(parts, 'local header')));
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toEqual({ kind: 'users', totalRows: 1, validRows: 1, errors: [] });
    expect(rss).toBeLessThan(MEMORY_ALLOWANCE);
    expect(js).toBeLessThan(MEMORY_ALLOWANCE);
  });

  it('refuses a zip it cannot unpack as unreadable', async () => {
    const { head, tail } = worksheetXml(usersSheetRows([patientRow('broken')]));
    const sheet = honestPart(WORKSHEET_PART, head + tail);
    // The deflated sheet cut short: the inflater runs out of data before the end of the stream.
    const cut = { ...sheet, deflated: sheet.deflated.subarray(0, sheet.deflated.length - 8) };
    const res = await upload(zipOf(workbookParts(cut), 'local header'));
    const message = BULK_IMPORT_MESSAGES.unreadable;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message,
      errors: [{ path: 'file', message }],
    });
  });

  it('still imports an XLSX file written by a spreadsheet library, through the job', async () => {
    const rows = [patientRow('xlsx-import'), patientRow('xlsx-import')];
    const sheet = [
      USER_IMPORT_COLUMNS.map((column) => ({ value: column })),
      ...rows.map((row) =>
        USER_IMPORT_COLUMNS.map((column) => (row[column] === undefined ? null : { value: row[column] })),
      ),
    ];
    const xlsx = await writeXlsxFile(sheet).toBuffer();

    const res = await upload(xlsx, '/user/add/bulk');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: BULK_IMPORT_MESSAGES.started,
      data: { totalRows: 2 },
    });
    await t.ctx.jobs.drain();
    const emails = rows.map((row) => row.email!.toLowerCase());
    const created = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    expect(created.map((row) => row.email).sort()).toEqual([...emails].sort());
  });
});
