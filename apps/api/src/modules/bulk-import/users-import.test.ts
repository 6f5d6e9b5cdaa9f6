import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { BULK_IMPORT_MESSAGES, MESSAGES, USER_IMPORT_COLUMNS, type ImportJobDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile } from '../../../test/documents';
import { createAdmin, createUser, lastMailTo, type TestUser } from '../../../test/factories';
import { activityLog, doctorSpecializations, importJobs, jobs, users } from '../../platform/db/schema';
import { UNKNOWN_SPECIALTY } from '../onboarding';
import { doctorRow, importEmail, patientRow, usersCsv } from './test-files';
import { SETUP_LINKS_QUEUE } from './users-kind';

const t = useTestApp();

function upload(
  path: string,
  user: TestUser | null,
  file: Buffer,
  filename = 'people.csv',
  type = 'text/csv',
) {
  const body = multipartFile('file', filename, file, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}
const get = (path: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: user.auth });

const usersWithEmails = async (emails: string[]) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;

async function specialty(): Promise<string> {
  const name = `Cardiology ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await t.ctx.db.insert(doctorSpecializations).values({ name });
  return name;
}

async function administrationLog(admin: TestUser) {
  await t.ctx.events.settled();
  const rows = await t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.userId, admin.user.id), like(activityLog.action, 'bulkImport.%')));
  return rows.map((row) => [row.category, row.action]);
}

describe('POST /user/add/bulk?dryRun=true', () => {
  it("reports every row's errors, with the spreadsheet's row numbers, and writes nothing", async () => {
    const admin = await createAdmin(t.ctx);
    const taken = await createUser(t.ctx);
    const cardiology = await specialty();
    const doctor = doctorRow('dry', cardiology.toUpperCase());
    const patient = patientRow('dry');
    const rows = [
      doctor,
      patient,
      patientRow('dry', { email: 'not-an-email' }),
      patientRow('dry', { email: patient.email?.toUpperCase() }),
      patientRow('dry', { email: taken.user.email }),
      doctorRow('dry', `${cardiology}; Astrology`),
      patientRow('dry', { roles: 'nurse' }),
      patientRow('dry', { first_name: '', city: '' }),
    ];
    const before = await t.ctx.db.select({ id: importJobs.id }).from(importJobs);

    const res = await upload('/user/add/bulk?dryRun=true', admin, usersCsv(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: '2 rows of 8 rows can be imported',
      data: { kind: 'users', totalRows: 8, validRows: 2 },
    });
    expect(res.json().data.errors).toEqual([
      { row: 4, field: 'email', message: MESSAGES.invalidEmail },
      { row: 5, field: 'email', message: BULK_IMPORT_MESSAGES.duplicateInFile(3) },
      { row: 6, field: 'email', message: MESSAGES.emailTaken },
      { row: 7, field: 'specialties', message: UNKNOWN_SPECIALTY },
      { row: 8, field: 'roles', message: BULK_IMPORT_MESSAGES.unknownRole },
      { row: 9, field: 'first_name', message: MESSAGES.fieldRequired },
      { row: 9, field: 'city', message: MESSAGES.fieldRequired },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');

    expect(await usersWithEmails(rows.map((row) => row.email!.toLowerCase()))).toBe(1);
    expect(await t.ctx.db.select({ id: importJobs.id }).from(importJobs)).toHaveLength(before.length);
    expect(await administrationLog(admin)).toEqual([['Administration', 'bulkImport.checked']]);
  });

  it('reads an XLSX file as it reads a CSV, numbers and all', async () => {
    const admin = await createAdmin(t.ctx);
    const email = importEmail('xlsx');
    const header = USER_IMPORT_COLUMNS.map((column) => ({ value: column }));
    const values: Record<string, string | number> = {
      ...patientRow('xlsx', { email }),
      phone: 9812345678,
      zip_code: 411001,
    };
    const sheet = [header, USER_IMPORT_COLUMNS.map((column) => ({ value: values[column] ?? null }))];
    const xlsx = await writeXlsxFile(sheet).toBuffer();

    const res = await upload(
      '/user/add/bulk?dryRun=true',
      admin,
      xlsx,
      'people.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: 'users', totalRows: 1, validRows: 1, errors: [] });
    expect(await usersWithEmails([email])).toBe(0);
  });
});

describe('POST /user/add/bulk (the import job)', () => {
  it('imports through the job with progress, and writes a result file whose formula cells are harmless', async () => {
    const admin = await createAdmin(t.ctx);
    const formula = patientRow('formula', { last_name: '=HYPERLINK("http://x")' });
    const rows = [formula, patientRow('formula', { email: 'nope' })];

    const res = await upload('/user/add/bulk', admin, usersCsv(rows));
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({
      kind: 'users',
      status: 'queued',
      totalRows: 2,
      processedRows: 0,
      resultUrl: null,
    });

    await t.ctx.jobs.drain();
    const done = (await get(`/bulkImports/${job._id}`, admin)).json().data;
    expect(done).toMatchObject({
      status: 'done',
      processedRows: 2,
      createdCount: 1,
      failedCount: 1,
      errors: [{ row: 3, field: 'email', message: MESSAGES.invalidEmail }],
      resultUrl: `/bulkImports/${job._id}/result`,
    });
    const [created] = await t.ctx.db.select().from(users).where(eq(users.email, formula.email!));
    expect(created).toMatchObject({ roles: ['patient'], name: { last_name: '=HYPERLINK("http://x")' } });

    const result = await get(`/bulkImports/${job._id}/result`, admin);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toContain('text/csv');
    expect(result.headers['content-disposition']).toBe(`attachment; filename="import-result-${job._id}.csv"`);
    const lines = result.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(['row', ...USER_IMPORT_COLUMNS, 'outcome', 'errors'].join(','));
    expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(lines[1]).toMatch(/,Created,$/);
    expect(lines[2]).toMatch(/,Not imported,email: Please enter a valid email address\.$/);
    // The person imported is e-mailed a link to choose a password.
    expect((await lastMailTo(t.ctx, formula.email!))?.text).toContain('/set-password#');

    expect(await administrationLog(admin)).toEqual([
      ['Administration', 'bulkImport.started'],
      ['Administration', 'bulkImport.finished'],
    ]);
  });

  it('imports 5,000 rows in batches, the progress reaching every row', async () => {
    const admin = await createAdmin(t.ctx);
    const tag = `bulk${Date.now()}`;
    const rows = Array.from({ length: 5000 }, () => patientRow(tag));

    const res = await upload('/user/add/bulk', admin, usersCsv(rows));
    expect(res.statusCode).toBe(202);
    const id = res.json().data._id;

    // The queue runs as a server runs it while the test reads the progress the admin's screen polls.
    const seen: number[] = [];
    t.ctx.jobs.start();
    try {
      await expect
        .poll(
          async () => {
            const job = (await get(`/bulkImports/${id}`, admin)).json<{ data: ImportJobDto }>().data;
            seen.push(job.processedRows);
            return job.status;
          },
          { timeout: 300_000, interval: 50 },
        )
        .toBe('done');
    } finally {
      await t.ctx.jobs.stop();
    }

    expect(seen.at(-1)).toBe(5000);
    // Progress moves a committed batch at a time, never backwards.
    expect(seen.every((n, i) => n % 500 === 0 && (i === 0 || n >= seen[i - 1]))).toBe(true);
    const job = (await get(`/bulkImports/${id}`, admin)).json().data;
    expect(job).toMatchObject({ status: 'done', totalRows: 5000, createdCount: 5000, failedCount: 0 });
    const imported = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${tag}.%`));
    expect(imported).toHaveLength(5000);

    // Their 5,000 set-password e-mails are queued, one job a batch, behind the import. This test has
    // seen what it came for; the e-mails' delivery is called off so that no later test waits for it.
    const linkJobs = await t.ctx.db
      .select({ id: jobs.id, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.queue, SETUP_LINKS_QUEUE));
    const ours = new Set(imported.map((row) => row.id));
    const mine = linkJobs.filter((job) =>
      (job.payload.userIds as string[]).every((userId) => ours.has(userId)),
    );
    expect(mine.flatMap((job) => job.payload.userIds as string[])).toHaveLength(5000);
    for (const job of mine) await t.ctx.jobs.cancel(job.id);
    await t.ctx.db
      .update(jobs)
      .set({ doneAt: new Date() })
      .where(
        and(
          eq(jobs.queue, 'mail.send'),
          isNull(jobs.doneAt),
          sql`(${jobs.payload}->>'outboxId')::uuid in (select id from mail_outbox where "to" like ${`${tag}.%`})`,
        ),
      );
  }, 300_000);

  it('re-checks the database when the job runs: an e-mail taken since the check fails its row only', async () => {
    const admin = await createAdmin(t.ctx);
    const rows = [patientRow('race'), patientRow('race')];
    const res = await upload('/user/add/bulk', admin, usersCsv(rows));
    await createUser(t.ctx, { email: rows[1].email! });

    await t.ctx.jobs.drain();
    const job = (await get(`/bulkImports/${res.json().data._id}`, admin)).json().data;
    expect(job).toMatchObject({
      status: 'done',
      createdCount: 1,
      failedCount: 1,
      errors: [{ row: 3, field: 'email', message: MESSAGES.emailTaken }],
    });
  });

  it('refuses a file of which no row can be imported, and starts nothing', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await upload('/user/add/bulk', admin, usersCsv([patientRow('none', { email: 'bad' })]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: BULK_IMPORT_MESSAGES.nothingToImport,
      errors: [{ path: 'row 2.email', message: MESSAGES.invalidEmail }],
    });
    expect(await t.ctx.db.select().from(importJobs).where(eq(importJobs.createdBy, admin.user.id))).toEqual(
      [],
    );
  });
});

describe('who may upload', () => {
  it('answers 403 to signed-in people who are not administrators, and 401 to visitors', async () => {
    const admin = await createAdmin(t.ctx);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const file = usersCsv([patientRow('forbidden')]);
    for (const user of [patient, doctor]) {
      expect((await upload('/user/add/bulk?dryRun=true', user, file)).statusCode).toBe(403);
      expect((await upload('/user/add/bulk', user, file)).statusCode).toBe(403);
      expect((await get('/user/add/bulk/template', user)).statusCode).toBe(403);
    }
    expect((await upload('/user/add/bulk?dryRun=true', null, file)).statusCode).toBe(401);

    const started = await upload('/user/add/bulk', admin, file);
    const id = started.json().data._id;
    expect((await get(`/bulkImports/${id}`, patient)).statusCode).toBe(403);
    expect((await get(`/bulkImports/${id}/result`, patient)).statusCode).toBe(403);
    await t.ctx.jobs.drain();
  });
});

describe('files that are not a users sheet', () => {
  const refused = async (file: Buffer, filename: string, type: string, message: string) => {
    const admin = await createAdmin(t.ctx);
    const res = await upload('/user/add/bulk?dryRun=true', admin, file, filename, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 400,
      message,
      errors: [{ path: 'file', message }],
    });
  };

  it('refuses binary files, whatever their name says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await refused(png, 'people.csv', 'text/csv', BULK_IMPORT_MESSAGES.wrongType);
    await refused(
      Buffer.from([0x61, 0x00, 0x62, 0x0a]),
      'people.csv',
      'text/csv',
      BULK_IMPORT_MESSAGES.wrongType,
    );
  });

  it('refuses a CSV under another name, text that is not UTF-8, and a damaged CSV', async () => {
    await refused(
      usersCsv([patientRow('name')]),
      'people.pdf',
      'text/csv',
      BULK_IMPORT_MESSAGES.nameMismatch,
    );
    await refused(
      Buffer.from('roles,first_name\npatient,Jos\xe9\n', 'latin1'),
      'people.csv',
      'text/csv',
      BULK_IMPORT_MESSAGES.unreadable,
    );
    await refused(
      Buffer.from('roles,first_name\npatient,"Asha\n'),
      'people.csv',
      'text/csv',
      BULK_IMPORT_MESSAGES.unreadable,
    );
  });

  it('refuses a sheet whose columns are not the template’s, and one without rows', async () => {
    const header = USER_IMPORT_COLUMNS.join(',');
    await refused(
      Buffer.from(`${header},notes\r\n`),
      'people.csv',
      'text/csv',
      BULK_IMPORT_MESSAGES.unknownColumns(['notes']),
    );
    await refused(
      Buffer.from(header.replace('email,', '').concat('\r\npatient\r\n')),
      'people.csv',
      'text/csv',
      BULK_IMPORT_MESSAGES.missingColumns(['email']),
    );
    await refused(Buffer.from(`${header}\r\n,,,\r\n`), 'people.csv', 'text/csv', BULK_IMPORT_MESSAGES.empty);
  });

  it('refuses a request without a file', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/add/bulk?dryRun=true',
      headers: { ...admin.auth, 'content-type': 'text/plain' },
      payload: 'roles,email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: BULK_IMPORT_MESSAGES.notMultipart });
  });
});

describe('GET /user/add/bulk/template', () => {
  it('gives the CSV and XLSX templates with the columns the upload takes', async () => {
    const admin = await createAdmin(t.ctx);
    const csv = await get('/user/add/bulk/template?format=csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="carenet-users-template.csv"');
    expect(csv.body).toBe(`${USER_IMPORT_COLUMNS.join(',')}\r\n`);

    const xlsx = await get('/user/add/bulk/template?format=xlsx', admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="carenet-users-template.xlsx"');
    // The template, filled in, goes back through the upload.
    const res = await upload(
      '/user/add/bulk?dryRun=true',
      admin,
      xlsx.rawPayload,
      'template.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.json()).toMatchObject({ status: 'error', message: BULK_IMPORT_MESSAGES.empty });
  });
});

describe('GET /bulkImports/{id}', () => {
  it('answers 404 for an import that does not exist, and for the result of one not finished', async () => {
    const admin = await createAdmin(t.ctx);
    expect((await get('/bulkImports/00000000-0000-4000-8000-000000000000', admin)).json()).toMatchObject({
      statusCode: 404,
      message: BULK_IMPORT_MESSAGES.jobNotFound,
    });
    const started = await upload('/user/add/bulk', admin, usersCsv([patientRow('pending')]));
    const result = await get(`/bulkImports/${started.json().data._id}/result`, admin);
    expect(result.json()).toMatchObject({ statusCode: 404, message: BULK_IMPORT_MESSAGES.resultNotReady });
    await t.ctx.jobs.drain();
  });
});
