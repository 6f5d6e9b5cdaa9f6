import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REASONS, REQUEST_MESSAGES, REQUEST_STATUS_CODES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
  uniqueWord,
} from '../../../test/factories';
import { donationRequests } from '../../platform/db/schema';
import { REQUESTS_CSV_HEADER } from './csv';
import type { NewRequest } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A region code used only by one test, so lists can be narrowed to its requests in the shared database. */
const uniqueRegion = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)]).join('');
/** A word found only in one test's requests. */

const list = (query: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1/donationRequest?${query}`, headers: user?.auth ?? {} });

async function titles(query: string, user?: TestUser): Promise<string[]> {
  const res = await list(query, user);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { title: string }[]).map((request) => request.title);
}
const sorted = async (query: string, user?: TestUser) => (await titles(query, user)).sort();

async function expectBadQuery(query: string, message: string, user?: TestUser) {
  const res = await list(query, user);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, message });
}

const json = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('GET /donationRequest filters (administrator, one region per test)', () => {
  let admin: TestUser;
  let patient: TestUser;
  let doctor: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    patient = await createUser(t.ctx, {
      roles: ['patient'],
      name: { first_name: 'Ilse', last_name: 'Quorra', middle_name: '' },
    });
    doctor = await createUser(t.ctx, { roles: ['doctor'] });
  });
  const make = (owner: TestUser, region: string, title: string, overrides: Partial<NewRequest> = {}) =>
    createRequest(t.ctx, owner, { region, title, ...overrides });

  it('region', async () => {
    const [one, two] = [uniqueRegion(), uniqueRegion()];
    await make(patient, one, 'In one');
    await make(patient, two, 'In two');
    expect(await titles(`region=${one}`, admin)).toEqual(['In one']);
    expect(await titles(`region=${two.toLowerCase()}`, admin)).toEqual(['In two']);
  });

  it('keyword: word prefixes in title, description or name, every word, or the Ref id', async () => {
    const region = uniqueRegion();
    const word = uniqueWord();
    const knee = await make(patient, region, `Knee surgery ${word}`, { description: 'Cartilage torn' });
    await make(patient, region, 'Heart check', { description: `Palpitations ${word}` });
    await make(patient, region, 'Unrelated');
    const at = `region=${region}&keyword=`;
    expect(await sorted(`${at}${word}`, admin)).toEqual(['Heart check', `Knee surgery ${word}`]);
    expect(await sorted(`${at}kne`, admin)).toEqual([`Knee surgery ${word}`]);
    expect(await sorted(`${at}CARTILAGE`, admin)).toEqual([`Knee surgery ${word}`]);
    expect(await sorted(`${at}${encodeURIComponent(`${word} palp`)}`, admin)).toEqual(['Heart check']);
    expect(await sorted(`${at}${knee.name.slice(-6)}`, admin)).toEqual([`Knee surgery ${word}`]);
    expect(await sorted(`${at}${knee.uniqueReferenceId.toLowerCase()}`, admin)).toEqual([
      `Knee surgery ${word}`,
    ]);
    expect(await sorted(`${at}${encodeURIComponent('&|!:*')}`, admin)).toEqual([]);
    expect(await sorted(`${at}nothingmatches`, admin)).toEqual([]);
  });

  it('user_id, orgId, creatorType, requestType, sourceOfCreation, isPrivate', async () => {
    const region = uniqueRegion();
    const facility = await createOrganization(t.ctx);
    await make(patient, region, 'Patient plasma', {
      requestType: 'plasma',
      isPrivate: true,
      orgId: facility.id,
    });
    await make(patient, region, 'Patient cash', { requestType: 'cash', sourceOfCreation: 'mobileApp' });
    await make(doctor, region, 'Doctor campaign');
    await make(doctor, region, 'Mentee', { creatorType: 'mentee', requestType: 'career' });
    const at = `region=${region}`;
    expect(await sorted(`${at}&user_id=${patient.user.id}`, admin)).toEqual([
      'Patient cash',
      'Patient plasma',
    ]);
    expect(await sorted(`${at}&orgId=${facility.id}`, admin)).toEqual(['Patient plasma']);
    expect(await sorted(`${at}&creatorType=doctor`, admin)).toEqual(['Doctor campaign']);
    expect(await sorted(`${at}&creatorType=doctor,mentee`, admin)).toEqual(['Doctor campaign', 'Mentee']);
    expect(await sorted(`${at}&requestType=plasma,cash`, admin)).toEqual(['Patient cash', 'Patient plasma']);
    expect(await sorted(`${at}&sourceOfCreation=mobileApp`, admin)).toEqual(['Patient cash']);
    expect(await sorted(`${at}&isPrivate=true`, admin)).toEqual(['Patient plasma']);
    expect(await sorted(`${at}&isPrivate=false`, admin)).toEqual([
      'Doctor campaign',
      'Mentee',
      'Patient cash',
    ]);
  });

  it('doctorId: the doctor’s assigned and accepted requests, not the rejected ones', async () => {
    const region = uniqueRegion();
    const assignedTo = await createUser(t.ctx, { roles: ['doctor'] });
    const assigned = await make(patient, region, 'Assigned');
    const accepted = await make(patient, region, 'Accepted');
    const rejected = await make(patient, region, 'Rejected');
    await make(patient, region, 'Other');
    const put = (id: string, payload: object, user: TestUser, url = `/api/v1/donationRequest/${id}`) =>
      t.app.inject({ method: 'PUT', url, payload, headers: user.auth });
    await put(
      assigned.id,
      { assignedDoctors: [assignedTo.user.id] },
      admin,
      `/api/v1/assignDoctors/${assigned.id}`,
    );
    await put(accepted.id, { acceptanceStatus: 1 }, assignedTo);
    await put(rejected.id, { acceptanceStatus: -1 }, assignedTo);
    const query = `region=${region}&doctorId=${assignedTo.user.id}`;
    expect(await sorted(query, admin)).toEqual(['Accepted', 'Assigned']);
    // The doctor's own list (/doctorrequests).
    expect(await sorted(query, assignedTo)).toEqual(['Accepted', 'Assigned']);
  });

  it('creatorPerson: the creator’s name contains the text', async () => {
    const region = uniqueRegion();
    await make(patient, region, 'By Ilse');
    await make(doctor, region, 'By the doctor');
    expect(await sorted(`region=${region}&creatorPerson=quor`, admin)).toEqual(['By Ilse']);
    expect(
      await sorted(`region=${region}&creatorPerson=${encodeURIComponent('ilse quorra')}`, admin),
    ).toEqual(['By Ilse']);
    expect(await sorted(`region=${region}&creatorPerson=${encodeURIComponent('%')}`, admin)).toEqual([]);
  });

  it('startDate and endDate (a date-only endDate includes that whole day)', async () => {
    const region = uniqueRegion();
    await make(patient, region, 'March 1', { createdAt: new Date('2024-03-01T10:00:00Z') });
    await make(patient, region, 'March 2 late', { createdAt: new Date('2024-03-02T23:30:00Z') });
    await make(patient, region, 'March 3', { createdAt: new Date('2024-03-03T00:30:00Z') });
    const at = `region=${region}`;
    expect(await sorted(`${at}&startDate=2024-03-02`, admin)).toEqual(['March 2 late', 'March 3']);
    expect(await sorted(`${at}&endDate=2024-03-02`, admin)).toEqual(['March 1', 'March 2 late']);
    expect(await sorted(`${at}&startDate=2024-03-02&endDate=2024-03-02`, admin)).toEqual(['March 2 late']);
    expect(await sorted(`${at}&endDate=2024-03-02T12:00:00Z`, admin)).toEqual(['March 1']);
    await expectBadQuery(`${at}&startDate=yesterday`, REQUEST_MESSAGES.invalidDate, admin);
    await expectBadQuery(
      `${at}&startDate=2024-03-03&endDate=2024-03-01`,
      REQUEST_MESSAGES.dateRangeInvalid,
      admin,
    );
  });

  it('filters: the feed’s JSON (request_type, creatorType, one value or a list)', async () => {
    const region = uniqueRegion();
    await make(patient, region, 'Patient care');
    await make(patient, region, 'Patient cash', { requestType: 'cash' });
    await make(doctor, region, 'Doctor care');
    const at = `region=${region}`;
    expect(
      await sorted(`${at}&filters=${json({ request_type: 'talhospitals', creatorType: 'patient' })}`, admin),
    ).toEqual(['Patient care']);
    expect(
      await sorted(
        `${at}&filters=${json({ request_type: ['talhospitals', 'cash'], creatorType: ['patient'] })}`,
        admin,
      ),
    ).toEqual(['Patient care', 'Patient cash']);
    await expectBadQuery(
      `${at}&filters=${encodeURIComponent('{oops')}`,
      REQUEST_MESSAGES.invalidFilters,
      admin,
    );
    await expectBadQuery(`${at}&filters=${json({ colour: 'red' })}`, 'Unrecognized key: "colour"', admin);
  });

  it('status: a comma list of known codes', async () => {
    const region = uniqueRegion();
    await make(patient, region, 'Pending', { status: 0 });
    await make(patient, region, 'Expired', { status: -4 });
    await make(patient, region, 'On hold', { status: -6 });
    expect(await sorted(`region=${region}&status=-4,-6`, admin)).toEqual(['Expired', 'On hold']);
    await expectBadQuery(`region=${region}&status=1,9`, REQUEST_MESSAGES.invalidStatus, admin);
    await expectBadQuery(`region=${region}&status=approved`, REQUEST_MESSAGES.invalidStatus, admin);
  });

  it('refuses a bad limit, sort or id', async () => {
    for (const [query, path] of [
      ['limit=101', 'limit'],
      ['sortBy=title', 'sortBy'],
      ['sortOrder=up', 'sortOrder'],
      ['user_id=42', 'user_id'],
    ]) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([path]);
    }
    await expectBadQuery('doctorId=42', REQUEST_MESSAGES.invalidId);
  });
});

describe('docs/request-states.md#status-defaults status defaults', () => {
  /** Campaigns in every status, so the public feed (doctors' campaigns) and the owner's own list can be compared. */
  async function campaigns() {
    const region = uniqueRegion();
    const word = uniqueWord();
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    for (const [status, title] of [
      [0, 'Pending'],
      [1, 'Approved'],
      [2, 'Fulfilled'],
      [-4, 'Expired'],
      [-3, 'Spam'],
      [-6, 'On hold'],
    ] as const) {
      await createRequest(t.ctx, doctor, { region, status, title, description: `About ${word}` });
    }
    return { region, word, doctor };
  }

  it("the public feed: '1,2', and '1,2,-4' with a keyword", async () => {
    const { region, word } = await campaigns();
    expect(await sorted(`region=${region}`)).toEqual(['Approved', 'Fulfilled']);
    expect(await sorted(`region=${region}&keyword=${word}`)).toEqual(['Approved', 'Expired', 'Fulfilled']);
  });

  it("the caller's own requests: '0,1,2', and '0,1,2,-4' with a keyword", async () => {
    const { region, word, doctor } = await campaigns();
    expect(await sorted(`region=${region}&my_search=true`, doctor)).toEqual([
      'Approved',
      'Fulfilled',
      'Pending',
    ]);
    expect(await sorted(`region=${region}&my_search=true&keyword=${word}`, doctor)).toEqual([
      'Approved',
      'Expired',
      'Fulfilled',
      'Pending',
    ]);
    expect(await sorted(`region=${region}&user_id=${doctor.user.id}`, doctor)).toEqual([
      'Approved',
      'Fulfilled',
      'Pending',
    ]);
    expect(await sorted(`region=${region}&my_search=true&status=-3,-6`, doctor)).toEqual(['On hold', 'Spam']);
  });

  it('my_search needs a signed-in caller and lists only their own (an administrator may name anyone)', async () => {
    const { region, doctor } = await campaigns();
    const res = await list(`region=${region}&my_search=true`);
    expect(res.statusCode).toBe(401);
    const other = await createUser(t.ctx, { roles: ['doctor'] });
    const refused = await list(`region=${region}&my_search=true&user_id=${doctor.user.id}`, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REQUEST_MESSAGES.listNotAllowed);
    expect(await sorted(`region=${region}&my_search=true`, other)).toEqual([]);
    const admin = await createAdmin(t.ctx);
    expect(await sorted(`region=${region}&my_search=true&user_id=${doctor.user.id}`, admin)).toEqual([
      'Approved',
      'Fulfilled',
      'Pending',
    ]);
  });
});

describe('sorting, paging, totals and countSummary', () => {
  async function timeline() {
    const region = uniqueRegion();
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    // Created 1st..4th; updated in the opposite order.
    for (const day of [1, 2, 3, 4]) {
      await createRequest(t.ctx, patient, {
        region,
        title: `Day ${day}`,
        createdAt: at(day),
        updatedAt: at(10 - day),
        status: day === 4 ? 0 : 1,
      });
    }
    return { region, patient };
  }

  it('sorts by createdAt newest first by default; asc, 1 and -1 and updatedAt on request', async () => {
    const { region, patient } = await timeline();
    const at = `region=${region}`;
    expect(await titles(at, patient)).toEqual(['Day 4', 'Day 3', 'Day 2', 'Day 1']);
    expect(await titles(`${at}&sortOrder=asc`, patient)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
    expect(await titles(`${at}&sortOrder=1`, patient)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
    expect(await titles(`${at}&sortOrder=-1`, patient)).toEqual(['Day 4', 'Day 3', 'Day 2', 'Day 1']);
    expect(await titles(`${at}&sortBy=updatedAt`, patient)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
  });

  it('pages with limit and offset; totalCountOfRecords counts every match; countSummary counts by status', async () => {
    const { region, patient } = await timeline();
    const res = await list(`region=${region}&limit=2&offset=1`, patient);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', statusCode: 200, totalCountOfRecords: 4 });
    expect((body as { data: { title: string }[] }).data.map((r) => r.title)).toEqual(['Day 3', 'Day 2']);
    expect(Object.keys(body.countSummary).sort()).toEqual(REQUEST_STATUS_CODES.map(String).sort());
    expect(body.countSummary).toMatchObject({ '0': 1, '1': 3, '2': 0, '-3': 0 });
    // countSummary ignores the status filter, so status tabs can show every count.
    const approved = (await list(`region=${region}&status=1`, patient)).json();
    expect(approved.totalCountOfRecords).toBe(3);
    expect(approved.countSummary).toMatchObject({ '0': 1, '1': 3 });
  });

  it("keeps a feed's countSummary exact through every kind of write (counted in public_request_counts)", async () => {
    const region = uniqueRegion();
    const elsewhere = uniqueRegion();
    const admin = await createAdmin(t.ctx);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const make = (overrides: Partial<NewRequest>) => createRequest(t.ctx, patient, { region, ...overrides });
    const approved = await make({ status: 1 });
    const fulfilled = await make({ status: 2 });
    const pending = await make({ status: 0 });
    const hidden = await make({ status: 1, isPrivate: true });
    await make({ status: 1, acceptanceStatus: -1 });
    const expired = await make({ status: -4 });
    const send = (method: 'PUT' | 'DELETE', id: string, user: TestUser, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/donationRequest/${id}`, payload, headers: user.auth });
    /** The doctor's feed of one region: the statuses counted (zeros left out) and the total listed. */
    async function doctorSees(where = region) {
      const body = (await list(`region=${where}`, doctor)).json();
      const counted = Object.entries(body.countSummary as Record<string, number>).filter(([, n]) => n > 0);
      return { summary: Object.fromEntries(counted), total: body.totalCountOfRecords as number };
    }

    expect(await doctorSees()).toEqual({ summary: { '1': 1, '2': 1, '-4': 1 }, total: 2 });
    expect((await send('PUT', pending.id, admin, { status: 1 })).statusCode).toBe(200);
    expect((await send('PUT', hidden.id, patient, { isPrivate: false })).statusCode).toBe(200);
    expect(await doctorSees()).toEqual({ summary: { '1': 3, '2': 1, '-4': 1 }, total: 4 });
    expect((await send('DELETE', fulfilled.id, patient)).statusCode).toBe(200);
    // An administrator marks one as spam (a report alone would change nothing).
    expect((await send('PUT', approved.id, admin, { flagReason: REPORT_REASONS[0] })).statusCode).toBe(200);
    expect(await doctorSees()).toEqual({ summary: { '1': 2, '-4': 1 }, total: 2 });
    // One statement changing several requests, and a row deleted outright.
    await t.ctx.db
      .update(donationRequests)
      .set({ region: elsewhere })
      .where(inArray(donationRequests.id, [pending.id, hidden.id]));
    await t.ctx.db.delete(donationRequests).where(eq(donationRequests.id, expired.id));
    expect(await doctorSees()).toEqual({ summary: {}, total: 0 });
    expect(await doctorSees(elsewhere)).toEqual({ summary: { '1': 2 }, total: 2 });
  });

  it('pages of 15 by default', async () => {
    const region = uniqueRegion();
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    for (let i = 0; i < 16; i++) await createRequest(t.ctx, patient, { region, title: `R${i}` });
    const body = (await list(`region=${region}`, patient)).json();
    expect(body.data).toHaveLength(15);
    expect(body.totalCountOfRecords).toBe(16);
  });
});

describe('CSV export (isDownload=true)', () => {
  it('gives administrators every match as CSV', async () => {
    const region = uniqueRegion();
    const admin = await createAdmin(t.ctx);
    const patient = await createUser(t.ctx, {
      roles: ['patient'],
      name: { first_name: 'Asha', last_name: 'Verma', middle_name: '' },
    });
    const request = await createRequest(t.ctx, patient, { region, title: '=HYPERLINK("x")', status: 0 });
    const res = await list(`region=${region}&isDownload=true`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, row, end] = res.body.split('\r\n');
    expect(header).toBe(REQUESTS_CSV_HEADER.join(','));
    expect(
      row.startsWith(
        `${request.uniqueReferenceId},"'=HYPERLINK(""x"")",Health Request,Patient,Asha Verma,Pending Approval,Pending,,,no,${region},talhospitals,`,
      ),
    ).toBe(true);
    expect(end).toBe('');
  });

  it('gives a creator their own (my_search=true) and refuses everyone else', async () => {
    const region = uniqueRegion();
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    await createRequest(t.ctx, patient, { region, title: 'Mine' });
    const own = await list(`region=${region}&isDownload=true&my_search=true`, patient);
    expect(own.statusCode).toBe(200);
    expect(own.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const refused = await list(`region=${region}&isDownload=true`, patient);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', message: REQUEST_MESSAGES.downloadNotAllowed });
    expect((await list(`region=${region}&isDownload=true`)).statusCode).toBe(401);
  });
});
