import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIRECTORY_MESSAGES as M, type DirectoryDoctorDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile } from '../../../test/documents';
import { createAdmin, createUser, uniqueWord, type TestUser } from '../../../test/factories';
import { activityLog, directoryDoctors } from '../../platform/db/schema';
import { parseCsv } from '../bulk-import';
import { readDirectoryCsv } from './csv-rows';
import { SAMPLE_SIZE, sampleDirectoryCsv } from './sample/generate';
import { directoryCsv, directoryRow, type DirectoryRowValues } from './testing';

const t = useTestApp();

/** An upload without a sign-in. */
const importAnonymously = (bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/directory/doctors/import',
    ...multipartFile('file', 'doctors.csv', bytes, 'text/csv'),
  });

async function upload(rows: DirectoryRowValues[], admin?: TestUser) {
  const body = multipartFile('file', 'doctors.csv', directoryCsv(rows), 'text/csv');
  const by = admin ?? (await createAdmin(t.ctx));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/directory/doctors/import',
    payload: body.payload,
    headers: { ...body.headers, ...by.auth },
  });
}

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/directory/doctors?${query}` });
const profile = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1/directory/doctors/${id}`, headers: user?.auth ?? {} });
const claim = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/v1/directory/doctors/${id}/claim`, headers: user?.auth ?? {} });
const decide = (id: string, action: 'confirm' | 'reject', user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/directory/doctors/${id}/claim/${action}`,
    headers: user.auth,
  });

/** Imports one entry in a city of its own and answers its id. */
async function oneEntry(overrides: DirectoryRowValues = {}): Promise<string> {
  const city = overrides.city ?? uniqueWord();
  expect((await upload([directoryRow({ city, ...overrides })])).statusCode).toBe(200);
  const res = await list(`city=${city}`);
  return (res.json().data as { _id: string }[])[0]._id;
}

describe('importing the directory from CSV', () => {
  it('imports the valid rows and reports each refused row with its line', async () => {
    const city = uniqueWord();
    const duplicate = `TEST-${uniqueWord()}`;
    const res = await upload([
      directoryRow({ city, ref: duplicate }),
      directoryRow({ city, name: '' }),
      directoryRow({ city, experience: 'Consultant|Only two parts' }),
      directoryRow({ city, ref: duplicate }),
      directoryRow({ city }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: M.importDone(2, 3),
      data: {
        imported: 2,
        refused: [
          { line: 3, errors: [M.rowFieldRequired('name')] },
          { line: 4, errors: [M.rowBadList('experience')] },
          { line: 5, errors: [M.rowDuplicateRef] },
        ],
      },
    });
    expect((await list(`city=${city}`)).json().totalCountOfRecords).toBe(2);
  });

  it('updates the entry of a ref already known instead of adding another', async () => {
    const city = uniqueWord();
    const row = directoryRow({ city });
    await upload([row]);
    await upload([{ ...row, speciality: 'Cardiologist' }]);
    const res = await list(`city=${city}`);
    expect(res.json().totalCountOfRecords).toBe(1);
    expect(res.json().data[0]).toMatchObject({ speciality: 'Cardiologist' });
  });

  it('refuses a file without a column, a spreadsheet that is not CSV, and anyone but an administrator', async () => {
    const admin = await createAdmin(t.ctx);
    const noCity = multipartFile(
      'file',
      'doctors.csv',
      directoryCsv([directoryRow()], ['ref', 'name']),
      'text/csv',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directory/doctors/import',
      payload: noCity.payload,
      headers: { ...noCity.headers, ...admin.auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: M.csvBadHeader('speciality') });

    const binary = multipartFile('file', 'doctors.csv', Buffer.from([0, 1, 2, 3, 0, 9]), 'text/csv');
    const refusedBinary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directory/doctors/import',
      payload: binary.payload,
      headers: { ...binary.headers, ...admin.auth },
    });
    expect(refusedBinary.statusCode).toBe(400);

    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const byDoctor = await upload([directoryRow()], doctor);
    expect(byDoctor.statusCode).toBe(403);
    expect((await importAnonymously(directoryCsv([directoryRow()]))).statusCode).toBe(401);
  });
});

describe('reading the directory', () => {
  it('lists by city, speciality and keyword, paged, for anyone', async () => {
    const city = uniqueWord();
    await upload([
      directoryRow({ city, name: 'Dr. Asha Varkey', speciality: 'Orthopaedic Surgeon' }),
      directoryRow({ city, name: 'Dr. Bela Menon', speciality: 'Cardiologist' }),
      directoryRow({ city, name: 'Dr. Chitra Nair', speciality: 'orthopaedic surgeon' }),
    ]);
    const bySpeciality = await list(`city=${city.toUpperCase()}&speciality=Orthopaedic%20Surgeon`);
    expect(bySpeciality.statusCode).toBe(200);
    expect(bySpeciality.headers['cache-control']).toBe('no-store');
    expect(bySpeciality.json().totalCountOfRecords).toBe(2);
    const found = bySpeciality.json<{ data: { name: string }[] }>().data;
    expect(found.map((d) => d.name)).toEqual(['Dr. Asha Varkey', 'Dr. Chitra Nair']);
    const byKeyword = await list(`city=${city}&keyword=menon`);
    expect(byKeyword.json().data).toEqual([
      expect.objectContaining({
        source: 'directory',
        name: 'Dr. Bela Menon',
        currentPosition: { position: 'Senior Consultant', hospital: 'Sahyadri Care Hospital' },
      }),
    ]);
    const secondPage = await list(`city=${city}&limit=2&offset=2`);
    expect(secondPage.json().data).toHaveLength(1);
    expect(secondPage.json().totalCountOfRecords).toBe(3);
  });

  it('shows every field of an AI doctor profile, and 404 for an unknown one', async () => {
    const id = await oneEntry({ name: 'Dr. Dev Kulkarni', twitter: 'https://twitter.example/dev' });
    const res = await profile(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: id,
      name: 'Dr. Dev Kulkarni',
      phone: '+919800000001',
      email: expect.stringMatching(/@directory\.example$/),
      linkedin: expect.stringMatching(/^https:\/\/linkedin\.example\/in\//),
      twitter: 'https://twitter.example/dev',
      speciality: 'Orthopaedic Surgeon',
      experience: [
        { position: 'Senior Consultant', hospital: 'Sahyadri Care Hospital', duration: '2015–present' },
        { position: 'Registrar', hospital: 'Kaveri City Hospital', duration: '2010–2015' },
      ],
      education: [
        { degree: 'MBBS', institution: 'Western Ghats Medical College', year: '2004' },
        { degree: 'MS Orthopaedics', institution: 'Central India College of Medicine', year: '2009' },
      ],
      memberships: ['Indian Society of Clinical Practice (fictional)'],
      certifications: ['Basic Life Support', 'Good Clinical Practice'],
      achievements: ['Best Resident Award'],
      languages: ['English', 'Marathi'],
      city: expect.any(String),
      state: 'Maharashtra',
      country: 'India',
      source: 'directory',
      driver: 'table',
      claim: { status: null, byViewer: false },
      careNetProfileId: null,
      abilities: { claim: false },
    } satisfies DirectoryDoctorDto);
    const unknown = await profile('0190f000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', message: M.doctorNotFound });
    expect((await profile('not-an-id')).statusCode).toBe(404);
  });

  it('names the table driver in GET /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().data.directory).toEqual({ driver: 'table' });
  });
});

describe('claiming a profile', () => {
  it('offers the claim to a signed-in doctor only, and records it pending for an administrator', async () => {
    const admin = await createAdmin(t.ctx);
    const id = await oneEntry();
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await profile(id, doctor)).json().data.abilities).toEqual({ claim: true });
    expect((await profile(id, patient)).json().data.abilities).toEqual({ claim: false });

    const byPatient = await claim(id, patient);
    expect(byPatient.statusCode).toBe(403);
    expect(byPatient.json().message).toBe(M.onlyDoctorsClaim);
    expect((await claim(id)).statusCode).toBe(401);

    const res = await claim(id, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.claimPending,
      data: { claim: { status: 'pending', byViewer: true }, abilities: { claim: false } },
    });
    const [row] = await t.ctx.db.select().from(directoryDoctors).where(eq(directoryDoctors.id, id));
    expect(row).toMatchObject({ claimStatus: 'pending', claimedBy: doctor.user.id, claimConfirmedAt: null });
    await t.ctx.events.settled();
    const [logged] = await t.ctx.db.select().from(activityLog).where(eq(activityLog.subjectId, id));
    expect(logged).toMatchObject({ action: 'directory.claimed', userId: doctor.user.id });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/claims?limit=50',
      headers: admin.auth,
    });
    expect(pending.json().data).toContainEqual(
      expect.objectContaining({
        doctor: expect.objectContaining({ _id: id }),
        status: 'pending',
        confirmedAt: null,
      }),
    );

    // Another doctor sees it taken; the first doctor may not claim a second profile.
    const other = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await profile(id, other)).json().data).toMatchObject({
      claim: { status: 'pending', byViewer: false },
      abilities: { claim: false },
    });
    const again = await claim(id, other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyClaimed);
    const second = await claim(await oneEntry(), doctor);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.alreadyHaveProfile);
  });

  it("confirms at once when the doctor's verified e-mail is the directory's", async () => {
    const email = `${uniqueWord()}@directory.example`;
    const id = await oneEntry({ email });
    const unverified = await createUser(t.ctx, {
      roles: ['doctor'],
      email: `x${email}`,
      emailVerified: false,
    });
    expect((await profile(id, unverified)).json().data.abilities.claim).toBe(true);
    const doctor = await createUser(t.ctx, { roles: ['doctor'], email });
    const res = await claim(id, doctor);
    expect(res.json()).toMatchObject({
      message: M.claimConfirmed,
      data: { claim: { status: 'confirmed' }, careNetProfileId: doctor.user.id },
    });
    // Anyone may now go from the directory profile to the doctor's CareNet profile.
    expect((await profile(id)).json().data).toMatchObject({
      claim: { status: 'confirmed', byViewer: false },
      careNetProfileId: doctor.user.id,
    });
  });

  it('waits when the matching e-mail is not verified', async () => {
    const email = `${uniqueWord()}@directory.example`;
    const id = await oneEntry({ email });
    const doctor = await createUser(t.ctx, { roles: ['doctor'], email, emailVerified: false });
    expect((await claim(id, doctor)).json().message).toBe(M.claimPending);
  });

  it('lets an administrator confirm or reject a pending claim, and no one else', async () => {
    const admin = await createAdmin(t.ctx);
    const confirmedId = await oneEntry();
    const rejectedId = await oneEntry();
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
    await claim(confirmedId, doctor);
    await claim(rejectedId, otherDoctor);

    expect((await decide(confirmedId, 'confirm', doctor)).statusCode).toBe(403);
    const confirmed = await decide(confirmedId, 'confirm', admin);
    expect(confirmed.json()).toMatchObject({
      message: M.claimConfirmedByAdmin,
      data: { claim: { status: 'confirmed' } },
    });
    const twice = await decide(confirmedId, 'confirm', admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.noPendingClaim);

    const rejected = await decide(rejectedId, 'reject', admin);
    expect(rejected.json()).toMatchObject({
      message: M.claimRejectedByAdmin,
      data: { claim: { status: null } },
    });
    // The entry is free again: the doctor whose claim was rejected may try again (or another doctor).
    expect((await profile(rejectedId, otherDoctor)).json().data.abilities.claim).toBe(true);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/claims?status=confirmed&limit=50',
      headers: admin.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        doctor: expect.objectContaining({ _id: confirmedId }),
        status: 'confirmed',
        claimedBy: expect.objectContaining({
          _id: doctor.user.id,
          email: doctor.user.email,
          emailVerified: true,
        }),
      }),
    );
    const byDoctor = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/claims',
      headers: doctor.auth,
    });
    expect(byDoctor.statusCode).toBe(403);
  });
});

describe('the sample directory', () => {
  it('is the committed file the generator writes: a few hundred fictional doctors, every row valid', async () => {
    const committed = await readFile(
      new URL('../../../directory-sample/doctors.csv', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(sampleDirectoryCsv());
    const result = readDirectoryCsv(parseCsv(committed) ?? []);
    expect(result).toMatchObject({ refused: [] });
    if ('missingColumn' in result) throw new Error('the sample has every column');
    expect(result.entries).toHaveLength(SAMPLE_SIZE);
    const cities = new Set(result.entries.map((entry) => `${entry.city}, ${entry.country}`));
    expect([...cities].filter((c) => c.endsWith('India')).length).toBeGreaterThanOrEqual(5);
    expect([...cities].filter((c) => c.endsWith('United States')).length).toBeGreaterThanOrEqual(5);
    const orthopaedic = result.entries.filter((entry) => entry.speciality === 'Orthopaedic Surgeon');
    expect(new Set(orthopaedic.map((entry) => entry.city)).size).toBe(cities.size);
  });
});
