import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BULK_IMPORT_MAX_ROWS, BULK_IMPORT_MESSAGES as M, MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { doctorSpecializations, importJobs, users } from '../../platform/db/schema';
import { JSON_SOURCE_NAME } from './row-source';
import { doctorRow, patientRow } from './test-files';

const t = useTestApp();

/** POST the rows as a JSON body (inject sends an array or object as application/json). */
const send = (path: string, user: TestUser | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { ...(user?.auth ?? {}), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const get = (path: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: user.auth });

const usersWithEmails = async (emails: string[]) =>
  (await t.ctx.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;
const importJobCount = async () => (await t.ctx.db.select({ id: importJobs.id }).from(importJobs)).length;

async function specialty(): Promise<string> {
  const name = `Neurology ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await t.ctx.db.insert(doctorSpecializations).values({ name });
  return name;
}

describe('POST /user/add/bulk with a JSON array of rows', () => {
  it('checks the rows as it checks a file (row = index + 1), numbers and nulls included, and writes nothing', async () => {
    const admin = await createAdmin(t.ctx);
    const neurology = await specialty();
    const doctor = { ...doctorRow('json', neurology), yearsOfExperience: 12, line2: null };
    const patient = patientRow('json');
    const bad = patientRow('json', { email: 'not-an-email' });
    const jobsBefore = await importJobCount();

    const res = await send('/user/add/bulk?dryRun=true', admin, [doctor, patient, bad]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: M.checked(2, 3),
      data: { kind: 'users', totalRows: 3, validRows: 2 },
    });
    expect(res.json().data.errors).toEqual([{ row: 3, field: 'email', message: MESSAGES.invalidEmail }]);
    expect(await usersWithEmails([doctor.email!, patient.email!])).toBe(0);
    expect(await importJobCount()).toBe(jobsBefore);
  });

  it('imports the rows through the same job, with its progress and result file', async () => {
    const admin = await createAdmin(t.ctx);
    const neurology = await specialty();
    const doctor = { ...doctorRow('jsonrun', neurology), yearsOfExperience: 7 };
    const patient = patientRow('jsonrun');
    const taken = await createUser(t.ctx);

    const res = await send('/user/add/bulk', admin, [
      doctor,
      patient,
      patientRow('jsonrun', { email: taken.user.email }),
    ]);
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ kind: 'users', fileName: JSON_SOURCE_NAME, status: 'queued', totalRows: 3 });

    await t.ctx.jobs.drain();
    const done = (await get(`/bulkImports/${job._id}`, admin)).json().data;
    expect(done).toMatchObject({
      status: 'done',
      processedRows: 3,
      createdCount: 2,
      failedCount: 1,
      errors: [{ row: 3, field: 'email', message: MESSAGES.emailTaken }],
      resultUrl: `/bulkImports/${job._id}/result`,
    });
    const [created] = await t.ctx.db.select().from(users).where(eq(users.email, doctor.email!));
    expect(created).toMatchObject({ roles: ['doctor'] });
    expect(await usersWithEmails([patient.email!])).toBe(1);

    const result = await get(`/bulkImports/${job._id}/result`, admin);
    expect(result.statusCode).toBe(200);
    const lines = result.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,Created,$/);
    expect(lines[3]).toMatch(/,Not imported,email: /);
  });
});

describe('JSON bodies that are not rows', () => {
  it.each([
    ['an object instead of an array', { rows: [] }, M.jsonNotRows, 'body'],
    ['an array of something other than objects', [patientRow('x'), 'roles,email'], M.jsonNotRows, 'row 2'],
    [
      'a nested value',
      [patientRow('x'), { ...patientRow('y'), first_name: { en: 'Asha' } }],
      M.jsonNestedValue,
      'row 2.first_name',
    ],
    [
      'a list as a value',
      [{ ...patientRow('x'), specialties: ['A', 'B'] }],
      M.jsonNestedValue,
      'row 1.specialties',
    ],
    ['an empty array', [], M.jsonEmpty, 'body'],
    [
      'a column the template does not have',
      [{ ...patientRow('x'), nickname: 'A' }],
      M.jsonUnknownColumns(['nickname']),
      'body',
    ],
  ])(
    'refuses %s with a 400 in the envelope, on the check and the import alike',
    async (_, body, message, path) => {
      const admin = await createAdmin(t.ctx);
      const jobsBefore = await importJobCount();
      for (const url of ['/user/add/bulk?dryRun=true', '/user/add/bulk']) {
        const res = await send(url, admin, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, message });
        expect(res.json().errors[0]).toEqual({ path, message });
      }
      expect(await importJobCount()).toBe(jobsBefore);
    },
  );

  it('takes 10,000 rows (the body limit allows them) and refuses 10,001', async () => {
    const admin = await createAdmin(t.ctx);
    // A full row of every column: about what a real upload of 10,000 people weighs.
    const row = {
      ...doctorRow('max', 'Cardiology'),
      middle_name: 'Kumar',
      line1: '12 MG Road',
      zip_code: '411001',
    };
    const full = Array.from({ length: BULK_IMPORT_MAX_ROWS }, () => row);
    expect(JSON.stringify(full).length).toBeGreaterThan(1024 * 1024);

    const checked = await send('/user/add/bulk?dryRun=true', admin, full);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ totalRows: BULK_IMPORT_MAX_ROWS });

    const over = await send('/organization/add/bulk?dryRun=true', admin, [...full, row]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: 'error', message: M.jsonTooManyRows });
  }, 60_000);

  it('refuses a JSON body larger than the limit with a 413 in the envelope', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await send('/user/add/bulk?dryRun=true', admin, [{ line1: 'x'.repeat(11 * 1024 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.requestTooLarge });
  });
});

describe('who may send rows as JSON', () => {
  it('answers 403 to signed-in people who are not administrators, and 401 to visitors', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const rows = [patientRow('forbidden')];
    for (const user of [patient, doctor]) {
      for (const url of ['/user/add/bulk?dryRun=true', '/user/add/bulk', '/organization/add/bulk']) {
        expect((await send(url, user, rows)).statusCode).toBe(403);
      }
    }
    expect((await send('/user/add/bulk', null, rows)).statusCode).toBe(401);
    expect(await usersWithEmails([rows[0].email!])).toBe(0);
  });
});
