import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_MESSAGES as M, PROFILE_VERIFICATION, type FoundDoctorDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { multipartFile } from '../../../test/documents';
import {
  createAdmin,
  createOrganization,
  createUser,
  uniqueWord,
  type TestUser,
} from '../../../test/factories';
import { appointments, doctorSchedules, users } from '../../platform/db/schema';
import { directoryCsv, directoryRow } from '../directory/testing';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

interface Found {
  status: string;
  totalCountOfRecords: number;
  data: { doctors: FoundDoctorDto[]; directoryError: string | null };
}

async function find(query: string, user?: TestUser) {
  const viewer = user ?? (await createUser(t.ctx, { roles: ['patient'] }));
  return t.app.inject({ method: 'GET', url: `/api/v1/findDoctors?${query}`, headers: viewer.auth });
}

async function names(query: string): Promise<string[]> {
  const res = await find(query);
  expect(res.statusCode).toBe(200);
  return res.json<Found>().data.doctors.map((d) => (d.source === 'carenet' ? d.name.first_name : d.name));
}

/** A verified doctor holding the specialty, with languages and a city. */
async function doctor(
  firstName: string,
  specialty: string,
  extra: { city?: string; state?: string; country?: string; languages?: string[] } & NonNullable<
    Parameters<typeof createUser>[1]
  > = {},
) {
  const {
    city = 'Pune',
    state = 'Maharashtra',
    country = 'India',
    languages = ['English'],
    ...overrides
  } = extra;
  const created = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: firstName, last_name: 'Test', middle_name: '' },
    address: { city, state, country },
    ...overrides,
  });
  await t.ctx.db
    .update(users)
    .set({ languages, details: { specialities: [specialty] }, yearsOfExperience: 12 })
    .where(eq(users.id, created.user.id));
  return created;
}

/** Weekdays 09:00-17:00 in Kolkata, 30-minute slots. */
async function weekdayHours(doctorId: string, daysOff: string[] = []) {
  await t.ctx.db.insert(doctorSchedules).values({
    doctorId,
    timeZone: 'Asia/Kolkata',
    slotMinutes: 30,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
    daysOff,
  });
}

// Saturday 28 November 2026, 12:00 in Kolkata; Monday 30 November 09:00 and 09:30 there.
const SATURDAY_NOON = new Date('2026-11-28T06:30:00Z');
const MONDAY_0900 = Date.parse('2026-11-30T03:30:00Z');
const MONDAY_0930 = Date.parse('2026-11-30T04:00:00Z');
const MONDAY_1000 = Date.parse('2026-11-30T04:30:00Z');

describe('GET /findDoctors', () => {
  it('is for signed-in users', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/findDoctors' });
    expect(res.statusCode).toBe(401);
  });

  it('filters by specialty, city, language, name and facility; never lists unverified doctors or patients', async () => {
    const specialty = `${uniqueWord()} Specialist`;
    const asha = await doctor('Asha', specialty, { languages: ['English', 'Hindi'] });
    await doctor('Ben', specialty, {
      city: 'Boston',
      state: 'Massachusetts',
      country: 'United States',
      languages: ['Spanish'],
    });
    await doctor('Cyrus', specialty, { profileVerificationStatus: PROFILE_VERIFICATION.pending });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    await t.ctx.db
      .update(users)
      .set({ details: { specialities: [specialty] } })
      .where(eq(users.id, patient.user.id));
    const facility = await createOrganization(t.ctx, asha, { orgName: `Lotus ${uniqueWord()} Hospital` });
    const s = encodeURIComponent(specialty);

    expect(await names(`specialty=${s}`)).toEqual(['Asha', 'Ben']);
    // The stem of the specialty is enough (a link saying 'Orthopaedics' finds 'Orthopaedic Surgeon').
    expect(await names(`specialty=${encodeURIComponent(specialty.split(' ')[0])}`)).toEqual(['Asha', 'Ben']);
    expect(await names(`specialty=${s}&city=PUNE`)).toEqual(['Asha']);
    expect(await names(`specialty=${s}&language=spanish`)).toEqual(['Ben']);
    expect(await names(`specialty=${s}&keyword=ash`)).toEqual(['Asha']);
    expect(
      await names(`specialty=${s}&facility=${encodeURIComponent(facility.orgName.slice(0, 12))}`),
    ).toEqual(['Asha']);

    const res = await find(`specialty=${s}&city=Pune`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<Found>()).toMatchObject({ status: 'success', totalCountOfRecords: 1 });
    expect(res.json<Found>().data.doctors[0]).toEqual({
      source: 'carenet',
      _id: asha.user.id,
      name: { first_name: 'Asha', last_name: 'Test', middle_name: '' },
      salutation: null,
      profile_image_url: null,
      specialities: [specialty],
      yearsOfExperience: 12,
      languages: ['English', 'Hindi'],
      city: 'Pune',
      facilities: [{ _id: facility.id, orgName: facility.orgName }],
      nextFreeSlot: null,
      distanceKm: null,
    });
  });

  it('gives each doctor the next free slot, and keeps those free this week when asked (concrete clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SATURDAY_NOON);
    const specialty = `${uniqueWord()} Specialist`;
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const busy = await doctor('Anil', specialty);
    const away = await doctor('Bina', specialty);
    await doctor('Chen', specialty);
    await weekdayHours(busy.user.id);
    await weekdayHours(away.user.id, ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    await t.ctx.db.insert(appointments).values({
      doctorId: busy.user.id,
      patientId: patient.user.id,
      createdBy: patient.user.id,
      startTime: new Date(MONDAY_0900),
      endTime: new Date(MONDAY_0930),
      timeZone: 'Asia/Kolkata',
      meetLink: `https://meet.example/${uniqueWord()}`,
      meetProvider: 'jitsi',
    });
    const s = encodeURIComponent(specialty);

    const all = (await find(`specialty=${s}`, patient)).json<Found>().data.doctors;
    expect(all.map((d) => (d.source === 'carenet' ? [d.name.first_name, d.nextFreeSlot] : null))).toEqual([
      ['Anil', { startTime: MONDAY_0930, endTime: MONDAY_1000 }],
      [
        'Bina',
        { startTime: Date.parse('2026-12-07T03:30:00Z'), endTime: Date.parse('2026-12-07T04:00:00Z') },
      ],
      ['Chen', null],
    ]);

    const thisWeek = await find(`specialty=${s}&availableThisWeek=true`, patient);
    expect(thisWeek.json<Found>().totalCountOfRecords).toBe(1);
    expect(thisWeek.json<Found>().data.doctors.map((d) => d._id)).toEqual([busy.user.id]);
  });

  it('sorts by distance from near=lat,lng', async () => {
    const specialty = `${uniqueWord()} Specialist`;
    await doctor('Aarti', specialty, { city: 'Boston', state: 'Massachusetts', country: 'United States' });
    await doctor('Bhavesh', specialty, { city: 'Mumbai', state: 'Maharashtra', country: 'India' });
    await doctor('Chitra', specialty, { city: 'Pune', state: 'Maharashtra', country: 'India' });
    await doctor('Dinesh', specialty, { city: 'Atlantis', state: 'Nowhere', country: 'India' });
    const res = await find(`specialty=${encodeURIComponent(specialty)}&near=18.52,73.85`);
    const doctors = res.json<Found>().data.doctors;
    expect(doctors.map((d) => (d.source === 'carenet' ? d.name.first_name : d.name))).toEqual([
      'Chitra',
      'Bhavesh',
      'Aarti',
      'Dinesh',
    ]);
    expect(doctors[0].distanceKm).toBeLessThan(10);
    expect(doctors[1].distanceKm).toBeGreaterThan(100);
    expect(doctors[3].distanceKm).toBeNull();
  });

  it('then lists the directory doctors, marked as such and paged with CareNet doctors', async () => {
    const city = uniqueWord();
    const admin = await createAdmin(t.ctx);
    const csv = multipartFile(
      'file',
      'doctors.csv',
      directoryCsv([
        directoryRow({ city, name: 'Dr. Anand Directory' }),
        directoryRow({ city, name: 'Dr. Bhanu Directory' }),
        directoryRow({ city, name: 'Dr. Other Field', speciality: 'Cardiologist' }),
      ]),
      'text/csv',
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directory/doctors/import',
      payload: csv.payload,
      headers: { ...csv.headers, ...admin.auth },
    });
    expect(imported.statusCode).toBe(200);
    await doctor('Carenet', 'Orthopaedic Surgeon', { city });

    const query = `city=${city}&specialty=Orthopaedics&limit=2`;
    const first = await find(query);
    expect(first.json<Found>().totalCountOfRecords).toBe(3);
    expect(first.json<Found>().data.doctors).toEqual([
      expect.objectContaining({
        source: 'carenet',
        name: expect.objectContaining({ first_name: 'Carenet' }),
      }),
      expect.objectContaining({
        source: 'directory',
        name: 'Dr. Anand Directory',
        speciality: 'Orthopaedic Surgeon',
      }),
    ]);
    const second = await find(`${query}&offset=2`);
    expect(second.json<Found>().data.doctors.map((d) => d.source === 'directory' && d.name)).toEqual([
      'Dr. Bhanu Directory',
    ]);
    // The directory knows no schedules or facilities: asking for either leaves it out.
    expect((await names(`${query}&availableThisWeek=true`)).length).toBe(0);
  });

  it("finds a doctor by the languages saved on the doctor's own profile", async () => {
    const specialty = `${uniqueWord()} Specialist`;
    const self = await doctor('Devika', specialty, { languages: [] });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${self.user.id}`,
      headers: self.auth,
      payload: { languages: ['Kannada', 'English', 'Kannada'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.languages).toEqual(['Kannada', 'English']);
    expect(await names(`specialty=${encodeURIComponent(specialty)}&language=kannada`)).toEqual(['Devika']);
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${self.user.id}`,
      headers: self.auth,
      payload: { languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses bad filters with a clear message', async () => {
    const badNear = await find('near=north-of-here');
    expect(badNear.statusCode).toBe(400);
    expect(badNear.json()).toMatchObject({ status: 'error', errors: [{ path: 'near', message: M.badNear }] });
    expect((await find('limit=1000')).statusCode).toBe(400);
    expect((await find('availableThisWeek=maybe')).statusCode).toBe(400);
    expect((await find('keyword=%00')).statusCode).toBe(400);
  });
});

describe('GET /doctors/{id}/practice', () => {
  it("answers a verified doctor's verified facilities and their services, each once, to anyone", async () => {
    const specialty = `${uniqueWord()} Specialist`;
    const asha = await doctor('Asha', specialty);
    const first = await createOrganization(t.ctx, asha, {
      orgName: `Alpha ${uniqueWord()}`,
      facilityServices: ['Orthopaedics', 'Cardiology'],
    });
    const second = await createOrganization(t.ctx, asha, {
      orgName: `Beta ${uniqueWord()}`,
      facilityServices: ['Cardiology', 'Radiology'],
    });
    await createOrganization(t.ctx, asha, {
      orgName: `Gamma ${uniqueWord()}`,
      status: 0,
      facilityServices: ['Oncology'],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${asha.user.id}/practice` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      facilities: [
        { _id: first.id, orgName: first.orgName, facilityServices: ['Orthopaedics', 'Cardiology'] },
        { _id: second.id, orgName: second.orgName, facilityServices: ['Cardiology', 'Radiology'] },
      ],
      services: ['Cardiology', 'Orthopaedics', 'Radiology'],
    });
  });

  it('is not found for an unverified doctor, a patient or an unknown id', async () => {
    const unverified = await doctor('Uma', 'Any', {
      profileVerificationStatus: PROFILE_VERIFICATION.pending,
    });
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    for (const id of [unverified.user.id, patient.user.id, 'not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${id}/practice` });
      expect(res.statusCode).toBe(404);
    }
  });
});
