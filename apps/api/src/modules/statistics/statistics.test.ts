import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REQUEST_TYPE_LABELS,
  STATISTICS_MESSAGES,
  TRIAGE_GROUPS,
  type TriageGroup,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { appointments, donationRequests, prescriptions, users } from '../../platform/db/schema';
import { recordEscalations } from './escalations-repository';

const t = useTestApp();

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

async function data<T>(url: string, user: TestUser): Promise<T> {
  const res = await get(url, user);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: T }>().data;
}

// Every fact of these tests is dated in March 2003, a range no other test writes to, so the
// counts are exact in the shared database: 2003-03-03 is a Monday; the range covers three weeks.
const RANGE = 'startDate=2003-03-03&endDate=2003-03-23';
const at = (iso: string) => new Date(iso);

async function signedUpAt(iso: string, overrides: Parameters<typeof createUser>[1]) {
  const person = await createUser(t.ctx, overrides);
  await t.ctx.db
    .update(users)
    .set({ createdAt: at(iso) })
    .where(eq(users.id, person.user.id));
  return person;
}

describe('the statistics are for administrators only', () => {
  const urls = [
    '/user/signupReportSummary',
    '/user/summaryofusers',
    '/user/organizationSummary',
    '/donationRequest/donationRequestTypeSummary',
    '/donationRequest/donationRequestSourceSummary',
    '/statistics/activitySummary',
    '/statistics/assistantEscalationSummary',
  ];

  it('answers 401 to anonymous callers and 403 to signed-in non-administrators, even for a bad query', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    for (const url of urls) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, patient)).statusCode).toBe(403);
      expect((await get(`${url}?startDate=nonsense`, doctor)).statusCode).toBe(403);
    }
  });

  it('lets a superAdmin read them too', async () => {
    const superAdmin = await createUser(t.ctx, { roles: ['superAdmin'] });
    for (const url of urls) expect((await get(url, superAdmin)).statusCode).toBe(200);
  });

  it('does not shadow /user/:id', async () => {
    const admin = await createAdmin(t.ctx);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await data<{ _id: string }>(`/user/${patient.user.id}`, admin))._id).toBe(patient.user.id);
  });
});

describe('date ranges', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
  });

  it.each([
    ['/user/signupReportSummary?startDate=2003-02-30', 'startDate', STATISTICS_MESSAGES.invalidDate],
    ['/statistics/activitySummary?endDate=yesterday', 'endDate', STATISTICS_MESSAGES.invalidDate],
    [
      '/donationRequest/donationRequestTypeSummary?startDate=2003-03-10&endDate=2003-03-09',
      'endDate',
      STATISTICS_MESSAGES.dateRangeInvalid,
    ],
    [
      '/donationRequest/donationRequestSourceSummary?startDate=1990-01-01&endDate=2003-01-01',
      'endDate',
      STATISTICS_MESSAGES.dateRangeTooLong,
    ],
    [
      '/statistics/assistantEscalationSummary?startDate=2003-03-10&endDate=2003-03-09',
      'endDate',
      STATISTICS_MESSAGES.dateRangeInvalid,
    ],
    [
      '/donationRequest/donationRequestSourceSummary?endDate=2003-02-29',
      'endDate',
      STATISTICS_MESSAGES.invalidDate,
    ],
  ])('%s is a 400 on %s', async (url, path, message) => {
    const res = await get(url, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message, errors: [{ path, message }] });
  });

  it('rejects an unknown interval and an unknown role', async () => {
    expect((await get('/user/signupReportSummary?interval=day', admin)).statusCode).toBe(400);
    const res = await get('/user/summaryofusers?roles=doctor,wizard', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: STATISTICS_MESSAGES.invalidRole });
  });

  it('defaults to the 12 weeks ending today', async () => {
    const report = await data<{ startDate: string; endDate: string }>('/statistics/activitySummary', admin);
    const today = new Date().toISOString().slice(0, 10);
    expect(report.endDate).toBe(today);
    expect(Date.parse(report.endDate) - Date.parse(report.startDate)).toBe(83 * 24 * 3600 * 1000);
  });
});

describe('GET /user/signupReportSummary', () => {
  let admin: TestUser;
  const source = `src-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    await signedUpAt('2003-03-03T00:00:00Z', { roles: ['doctor'], sourceOfSignup: source });
    await signedUpAt('2003-03-05T10:00:00Z', { roles: ['patient'], sourceOfSignup: source });
    await signedUpAt('2003-03-09T23:59:59Z', { roles: ['patient', 'facility'] });
    await signedUpAt('2003-03-23T23:59:59Z', { roles: ['patient'], sourceOfSignup: source });
    // Outside the range on either side.
    await signedUpAt('2003-03-02T23:59:59Z', { roles: ['patient'], sourceOfSignup: source });
    await signedUpAt('2003-03-24T00:00:00Z', { roles: ['doctor'], sourceOfSignup: source });
  });

  it('counts sign-ups per week by role, every week of the range present, both end days included', async () => {
    const report = await data<{
      interval: string;
      periods: { period: string; byRole: Record<string, number> }[];
      bySource: { source: string; count: number }[];
    }>(`/user/signupReportSummary?${RANGE}`, admin);
    expect(report.interval).toBe('week');
    expect(report.periods).toEqual([
      { period: '2003-03-03', byRole: { doctor: 1, facilities: 1, patient: 2 } },
      { period: '2003-03-10', byRole: {} },
      { period: '2003-03-17', byRole: { patient: 1 } },
    ]);
    expect(report.bySource).toEqual([
      { source, count: 3 },
      { source: 'unknown', count: 1 },
    ]);
  });

  it('counts by month', async () => {
    const report = await data<{ periods: { period: string; byRole: Record<string, number> }[] }>(
      '/user/signupReportSummary?startDate=2003-02-01&endDate=2003-03-31&interval=month',
      admin,
    );
    expect(report.periods).toEqual([
      { period: '2003-02-01', byRole: {} },
      { period: '2003-03-01', byRole: { doctor: 2, facilities: 1, patient: 4 } },
    ]);
  });
});

describe('GET /user/summaryofusers', () => {
  it('counts accounts of the asked roles, verified and not', async () => {
    const admin = await createAdmin(t.ctx);
    type Row = { role: string; total: number; verified: number; unverified: number };
    const before = await data<Row[]>('/user/summaryofusers?roles=owner', admin);
    const owners = before.find((row) => row.role === 'owner') ?? { total: 0, verified: 0, unverified: 0 };
    await createUser(t.ctx, { roles: ['owner'], profileVerificationStatus: 1 });
    await createUser(t.ctx, { roles: ['owner'], profileVerificationStatus: 2 });
    const erased = await createUser(t.ctx, { roles: ['owner'] });
    await t.ctx.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, erased.user.id));

    const after = await data<Row[]>('/user/summaryofusers?roles=owner', admin);
    expect(after).toEqual([
      {
        role: 'owner',
        total: owners.total + 2,
        verified: owners.verified + 1,
        unverified: owners.unverified + 1,
      },
    ]);
    const some = await data<Row[]>('/user/summaryofusers?roles=doctor,patient', admin);
    expect(some.map((row) => row.role).sort()).toEqual(['doctor', 'patient']);
  });
});

describe('GET /user/summaryofusers, whatever its query', () => {
  type Row = { role: string; total: number; verified: number; unverified: number };
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    // So that every role counted includes these two whatever the other tests have written.
    await createUser(t.ctx, { roles: ['doctor'] });
    await createUser(t.ctx, { roles: ['patient'] });
  });

  const rolesOf = async (query: string) => {
    const res = await get(`/user/summaryofusers${query}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', statusCode: 200 });
    return res.json<{ data: Row[] }>().data.map((row) => row.role);
  };

  it.each([
    ['no query', ''],
    ['an empty roles', '?roles='],
    ['a bare roles', '?roles'],
    ['roles of commas and spaces', '?roles=%20,%20,'],
    ['unknown parameters', '?foo=bar&roles%5B%5D=wizard&__proto__=x'],
  ])('%s counts every role', async (_, query) => {
    expect(await rolesOf(query)).toEqual(expect.arrayContaining(['doctor', 'patient']));
  });

  it.each([
    ['one role', '?roles=doctor', ['doctor']],
    ['a list', '?roles=doctor,,%20patient%20', ['doctor', 'patient']],
    ['a repeated parameter', '?roles=doctor&roles=patient', ['doctor', 'patient']],
    ['a repeated parameter, one empty', '?roles=doctor&roles=', ['doctor']],
    ['the same role twice', '?roles=doctor&roles=doctor,doctor', ['doctor']],
  ])('%s counts those roles only', async (_, query, roles) => {
    expect((await rolesOf(query)).sort()).toEqual(roles);
  });

  it.each([
    ['an unknown role', '?roles=garbage'],
    ['an unknown role in a list', '?roles=doctor,garbage'],
    ['an unknown role in a repeated parameter', '?roles=doctor&roles=garbage'],
    ['a role in other letter case', '?roles=DOCTOR'],
    ['an overlong list', `?roles=${'doctor,'.repeat(40)}`],
    ['a broken percent-encoding', '?roles=%ZZ'],
    ['a lone surrogate', '?roles=%ED%A0%80'],
  ])('%s is a 400 on roles', async (_, query) => {
    const res = await get(`/user/summaryofusers${query}`, admin);
    const message = STATISTICS_MESSAGES.invalidRole;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message,
      errors: [{ path: 'roles', message }],
    });
  });

  it.each([
    ['a NUL byte', '?roles=%00'],
    ['a role with a NUL byte', '?roles=doctor%00'],
    ['a NUL byte in a repeated parameter', '?roles=doctor&roles=%00'],
    ['a NUL byte in an unknown parameter', '?x=%00'],
  ])('%s is a 400, as anywhere in a URL', async (_, query) => {
    const res = await get(`/user/summaryofusers${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message: MESSAGES.disallowedCharacters });
  });
});

describe('GET /user/organizationSummary', () => {
  it('counts facilities by type and by status', async () => {
    const admin = await createAdmin(t.ctx);
    const orgType = `type-${randomUUID().slice(0, 8)}`;
    await createOrganization(t.ctx, undefined, { orgType, status: 1 });
    await createOrganization(t.ctx, undefined, { orgType, status: 1 });
    await createOrganization(t.ctx, undefined, { orgType, status: 0 });
    const summary = await data<{
      byType: { orgType: string; total: number; verified: number; unverified: number }[];
      byStatus: { status: number; count: number }[];
    }>('/user/organizationSummary', admin);
    expect(summary.byType.find((row) => row.orgType === orgType)).toEqual({
      orgType,
      total: 3,
      verified: 2,
      unverified: 1,
    });
    // Other test files add facilities to the shared database too, so only a lower bound holds here.
    const ofStatus = (status: number) => summary.byStatus.find((row) => row.status === status)?.count ?? 0;
    expect(ofStatus(1)).toBeGreaterThanOrEqual(2);
    expect(ofStatus(0)).toBeGreaterThanOrEqual(1);
  });
});

describe('request and activity summaries', () => {
  let admin: TestUser;
  let patient: TestUser;
  let doctor: TestUser;
  const source = `src-${randomUUID().slice(0, 8)}`;

  async function requestAt(iso: string, owner: TestUser, fields: { requestType: string; status: number }) {
    const request = await createRequest(t.ctx, owner, { ...fields, sourceOfCreation: source });
    await t.ctx.db
      .update(donationRequests)
      .set({ createdAt: at(iso) })
      .where(eq(donationRequests.id, request.id));
    return request;
  }

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    patient = await createUser(t.ctx, { roles: ['patient'] });
    doctor = await createUser(t.ctx, { roles: ['doctor'] });
    await requestAt('2003-03-03T08:00:00Z', patient, { requestType: 'talhospitals', status: 0 });
    await requestAt('2003-03-04T08:00:00Z', patient, { requestType: 'talhospitals', status: 0 });
    await requestAt('2003-03-20T08:00:00Z', patient, { requestType: 'talhospitals', status: 1 });
    await requestAt('2003-03-21T08:00:00Z', doctor, { requestType: 'internship', status: 1 });
    await requestAt('2003-04-01T08:00:00Z', patient, { requestType: 'talhospitals', status: 1 });
    // Deleted: counted nowhere.
    await requestAt('2003-03-05T08:00:00Z', patient, { requestType: 'talhospitals', status: -9 });
  });

  it('counts requests of the range by type, and with groupBy=status by type and status', async () => {
    const url = `/donationRequest/donationRequestTypeSummary?${RANGE}`;
    expect(await data(url, admin)).toEqual([
      { _id: 'talhospitals', label: REQUEST_TYPE_LABELS.talhospitals, count: 3 },
      { _id: 'internship', label: REQUEST_TYPE_LABELS.internship, count: 1 },
    ]);
    expect(await data(`${url}&groupBy=status`, admin)).toEqual([
      {
        _id: 'talhospitals',
        label: REQUEST_TYPE_LABELS.talhospitals,
        count: 3,
        byStatus: [
          { status: 0, count: 2 },
          { status: 1, count: 1 },
        ],
      },
      {
        _id: 'internship',
        label: REQUEST_TYPE_LABELS.internship,
        count: 1,
        byStatus: [{ status: 1, count: 1 }],
      },
    ]);
  });

  it('counts requests of the range by source, and with groupBy=creatorType by source and creator', async () => {
    const url = `/donationRequest/donationRequestSourceSummary?${RANGE}`;
    const ofSource = (rows: { _id: string }[]) => rows.filter((row) => row._id === source);
    expect(ofSource(await data(url, admin))).toEqual([{ _id: source, label: source, count: 4 }]);
    expect(ofSource(await data(`${url}&groupBy=creatorType`, admin))).toEqual([
      {
        _id: source,
        label: source,
        count: 4,
        byCreatorType: [
          { creatorType: 'doctor', count: 1 },
          { creatorType: 'patient', count: 3 },
        ],
      },
    ]);
  });

  it('counts one day alone with startDate = endDate, and all time without a range', async () => {
    const day = await data(
      '/donationRequest/donationRequestTypeSummary?startDate=2003-03-21&endDate=2003-03-21',
      admin,
    );
    expect(day).toEqual([{ _id: 'internship', label: REQUEST_TYPE_LABELS.internship, count: 1 }]);
    const allTime = await data<{ _id: string; count: number }[]>(
      '/donationRequest/donationRequestSourceSummary',
      admin,
    );
    expect(allTime.find((row) => row._id === source)?.count).toBe(5);
  });

  it("rejects the other endpoint's grouping", async () => {
    for (const url of [
      '/donationRequest/donationRequestTypeSummary?groupBy=creatorType',
      '/donationRequest/donationRequestSourceSummary?groupBy=status',
    ]) {
      expect((await get(url, admin)).statusCode).toBe(400);
    }
  });

  it('counts appointments booked and prescriptions written per week', async () => {
    // Not one of the summaries' requests: their counts must not depend on this test running after them.
    const request = await createRequest(t.ctx, patient, { requestType: 'talhospitals', status: 5 });
    const booked = (iso: string) => ({
      doctorId: doctor.user.id,
      patientId: patient.user.id,
      createdBy: patient.user.id,
      startTime: at('2030-01-01T10:00:00Z'),
      endTime: at('2030-01-01T10:30:00Z'),
      timeZone: 'UTC',
      status: 'cancelled' as const,
      meetLink: `https://meet.example/${randomUUID()}`,
      meetProvider: 'jitsi',
      createdAt: at(iso),
    });
    const written = (iso: string) => ({
      requestId: request.id,
      patientId: patient.user.id,
      doctorId: doctor.user.id,
      doctor: { name: 'Dr Test', specialization: '', email: doctor.user.email, hospitalName: '' },
      patient: { fullName: 'Test User', age: 30, gender: 'f' },
      medicines: [{ name: 'Water', quantity: '1', usage: 'daily' }],
      createdAt: at(iso),
    });
    const made = await t.ctx.db
      .insert(appointments)
      .values([
        booked('2003-03-03T09:00:00Z'),
        booked('2003-03-09T09:00:00Z'),
        booked('2003-03-18T09:00:00Z'),
      ])
      .returning({ id: appointments.id });
    await t.ctx.db
      .insert(prescriptions)
      .values([written('2003-03-11T09:00:00Z'), written('2003-03-24T00:00:00Z')]);

    const summary = await data<{ weeks: { week: string; appointments: number; prescriptions: number }[] }>(
      `/statistics/activitySummary?${RANGE}`,
      admin,
    );
    expect(summary.weeks).toEqual([
      { week: '2003-03-03', appointments: 2, prescriptions: 0 },
      { week: '2003-03-10', appointments: 0, prescriptions: 1 },
      { week: '2003-03-17', appointments: 1, prescriptions: 0 },
    ]);
    await t.ctx.db.delete(appointments).where(
      inArray(
        appointments.id,
        made.map((row) => row.id),
      ),
    );
  });
});

describe('GET /statistics/assistantEscalationSummary', () => {
  type Summary = {
    startDate: string;
    endDate: string;
    total: number;
    byGroup: { group: TriageGroup; count: number }[];
  };
  const url = '/statistics/assistantEscalationSummary';
  /** Every group in TRIAGE_GROUPS order, with the given counts and zero elsewhere. */
  const everyGroup = (counts: Partial<Record<TriageGroup, number>>) =>
    TRIAGE_GROUPS.map((group) => ({ group, count: counts[group] ?? 0 }));

  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    await recordEscalations(t.ctx.db, ['heart', 'stroke'], at('2003-03-03T00:00:00Z'));
    await recordEscalations(t.ctx.db, ['heart'], at('2003-03-10T12:00:00Z'));
    // A group named twice in one answer counts once.
    await recordEscalations(t.ctx.db, ['suicide', 'suicide'], at('2003-03-23T23:59:59Z'));
    await recordEscalations(t.ctx.db, [], at('2003-03-12T12:00:00Z'));
    // Outside the range on either side.
    await recordEscalations(t.ctx.db, ['heart'], at('2003-03-02T23:59:59Z'));
    await recordEscalations(t.ctx.db, ['bleeding'], at('2003-03-24T00:00:00Z'));
  });

  it('counts each group of the range, every group present in triage order, both end days included', async () => {
    expect(await data<Summary>(`${url}?${RANGE}`, admin)).toEqual({
      startDate: '2003-03-03',
      endDate: '2003-03-23',
      total: 4,
      byGroup: everyGroup({ heart: 2, stroke: 1, suicide: 1 }),
    });
  });

  it('counts one day alone, and shows zeros for days without any', async () => {
    const day = await data<Summary>(`${url}?startDate=2003-03-24&endDate=2003-03-24`, admin);
    expect(day).toMatchObject({ total: 1, byGroup: everyGroup({ bleeding: 1 }) });
    const none = await data<Summary>(`${url}?startDate=2003-03-11&endDate=2003-03-22`, admin);
    expect(none).toMatchObject({ total: 0, byGroup: everyGroup({}) });
  });

  it('writes in the caller’s transaction: nothing is counted when it rolls back', async () => {
    await expect(
      t.ctx.events.transaction(async (tx) => {
        await recordEscalations(tx, ['burns'], at('2003-06-02T10:00:00Z'));
        throw new Error('the answer failed');
      }),
    ).rejects.toThrow('the answer failed');
    await t.ctx.events.transaction((tx) => recordEscalations(tx, ['vision'], at('2003-06-02T11:00:00Z')));
    const day = await data<Summary>(`${url}?startDate=2003-06-02&endDate=2003-06-02`, admin);
    expect(day).toMatchObject({ total: 1, byGroup: everyGroup({ vision: 1 }) });
  });

  it('takes every triage group (the table’s check follows TRIAGE_GROUPS: a new group needs a migration)', async () => {
    await recordEscalations(t.ctx.db, TRIAGE_GROUPS, at('2003-07-01T10:00:00Z'));
    const day = await data<Summary>(`${url}?startDate=2003-07-01&endDate=2003-07-01`, admin);
    expect(day.byGroup).toEqual(TRIAGE_GROUPS.map((group) => ({ group, count: 1 })));
  });

  it('holds nothing of anyone: a group, a time and an id only, and never free text', async () => {
    const result: unknown = await t.ctx.db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'assistant_escalations' order by column_name`);
    const columns = (result as { rows: { column_name: string }[] }).rows.map((row) => row.column_name);
    expect(columns).toEqual(['created_at', 'group', 'id']);
    await expect(
      recordEscalations(t.ctx.db, ['chest pain since this morning' as TriageGroup], new Date()),
    ).rejects.toMatchObject({ cause: { constraint: 'assistant_escalations_group_known' } });
  });
});
