import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const assign = (id: string, assignedDoctors: string[], user?: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/assignDoctors/${id}`,
    headers: user?.auth ?? {},
    payload: { assignedDoctors },
  });
const decide = (id: string, acceptanceStatus: number, doctor: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/donationRequest/${id}`,
    headers: doctor.auth,
    payload: { acceptanceStatus },
  });
const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

const doctorIds = (body: { data: { assignedDoctors: { _id: string; acceptanceStatus: number }[] } }) =>
  body.data.assignedDoctors.map((doctor) => [doctor._id, doctor.acceptanceStatus]);

async function expectRefused(res: Awaited<ReturnType<typeof assign>>, statusCode: number, message: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ status: 'error', statusCode, message });
}

async function cast() {
  const facilityUser = await createUser(t.ctx, { roles: ['facilities'] });
  const facility = await createOrganization(t.ctx, facilityUser);
  return {
    patient: await createUser(t.ctx, { roles: ['patient'] }),
    doctor: await createUser(t.ctx, { roles: ['doctor'] }),
    otherDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    admin: await createAdmin(t.ctx),
    facilityUser,
    facility,
  };
}

describe('PUT /assignDoctors/{id}', () => {
  it('lets an administrator assign doctors, recorded in the activity log', async () => {
    const { patient, doctor, otherDoctor, admin } = await cast();
    const request = await createRequest(t.ctx, patient);
    const res = await assign(request.id, [doctor.user.id, otherDoctor.user.id, doctor.user.id], admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: REQUEST_MESSAGES.doctorsAssigned });
    // Assigned together, so in no particular order.
    expect(doctorIds(res.json()).sort()).toEqual(
      [
        [doctor.user.id, 0],
        [otherDoctor.user.id, 0],
      ].sort(),
    );
    await t.ctx.events.settled();
    const rows = await t.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.subjectId, request.id))
      .orderBy(asc(activityLog.createdAt));
    expect(rows.map((row) => [row.category, row.action, row.userId])).toEqual([
      ['Donation Request', 'request.doctors_assigned', admin.user.id],
    ]);
    expect(rows[0].details).toEqual({
      doctorIds: [doctor.user.id, otherDoctor.user.id],
      addedDoctorIds: [doctor.user.id, otherDoctor.user.id],
    });
  });

  it('lets a member of the request’s facility assign doctors', async () => {
    const { patient, doctor, facilityUser, facility } = await cast();
    const request = await createRequest(t.ctx, patient, { orgId: facility.id, isPrivate: true });
    const res = await assign(request.id, [doctor.user.id], facilityUser);
    expect(res.statusCode).toBe(200);
    expect(doctorIds(res.json())).toEqual([[doctor.user.id, 0]]);
  });

  it('refuses the creator, other doctors and facilities, and signed-out visitors', async () => {
    const { patient, doctor, otherDoctor, facilityUser } = await cast();
    const request = await createRequest(t.ctx, patient);
    for (const caller of [patient, otherDoctor]) {
      await expectRefused(
        await assign(request.id, [doctor.user.id], caller),
        403,
        REQUEST_MESSAGES.cannotAssignDoctors,
      );
    }
    // The facility is not the request's: it cannot even see it.
    await expectRefused(await assign(request.id, [doctor.user.id], facilityUser), 404, 'Not found');
    await expectRefused(await assign(request.id, [doctor.user.id]), 401, 'Please sign in to continue.');
  });

  it('assigns only doctors, and only to patients’ requests', async () => {
    const { patient, doctor, admin } = await cast();
    const request = await createRequest(t.ctx, patient);
    for (const id of [patient.user.id, randomUUID()]) {
      const res = await assign(request.id, [doctor.user.id, id], admin);
      await expectRefused(res, 400, REQUEST_MESSAGES.onlyDoctorsAssignable);
      expect(res.json().errors).toEqual([
        { path: 'assignedDoctors', message: REQUEST_MESSAGES.onlyDoctorsAssignable },
      ]);
    }
    await expectRefused(await assign(request.id, ['nope'], admin), 400, REQUEST_MESSAGES.invalidId);
    const campaign = await createRequest(t.ctx, doctor);
    await expectRefused(
      await assign(campaign.id, [doctor.user.id], admin),
      409,
      REQUEST_MESSAGES.assignOnlyPatientRequests,
    );
  });

  it('replaces the list, but never drops a doctor who accepted', async () => {
    const { patient, doctor, otherDoctor, admin } = await cast();
    const third = await createUser(t.ctx, { roles: ['doctor'] });
    const request = await createRequest(t.ctx, patient);
    await assign(request.id, [doctor.user.id, otherDoctor.user.id], admin);
    expect(doctorIds((await assign(request.id, [otherDoctor.user.id], admin)).json())).toEqual([
      [otherDoctor.user.id, 0],
    ]);
    expect((await decide(request.id, 1, otherDoctor)).statusCode).toBe(200);
    await expectRefused(
      await assign(request.id, [third.user.id], admin),
      409,
      REQUEST_MESSAGES.cannotUnassignAcceptedDoctor,
    );
    expect(doctorIds((await assign(request.id, [otherDoctor.user.id, third.user.id], admin)).json())).toEqual(
      [
        [otherDoctor.user.id, 1],
        [third.user.id, 0],
      ],
    );
    expect(doctorIds((await assign(request.id, [otherDoctor.user.id], admin)).json())).toEqual([
      [otherDoctor.user.id, 1],
    ]);
  });

  it('reopens a rejected request for the newly assigned doctor', async () => {
    const { patient, doctor, otherDoctor, admin } = await cast();
    const request = await createRequest(t.ctx, patient);
    expect((await decide(request.id, -1, doctor)).statusCode).toBe(200);
    const res = await assign(request.id, [otherDoctor.user.id], admin);
    expect(res.json().data.acceptanceStatus).toBe(0);
    expect(doctorIds(res.json())).toEqual([[otherDoctor.user.id, 0]]);
    expect((await decide(request.id, 1, otherDoctor)).json().data.acceptanceStatus).toBe(1);
  });
});

describe('GET /donationRequest/donors', () => {
  it('lists the doctors who accepted the caller’s requests, most first', async () => {
    const { patient, doctor, otherDoctor } = await cast();
    for (const decider of [doctor, doctor, otherDoctor]) {
      const request = await createRequest(t.ctx, patient);
      await decide(request.id, 1, decider);
    }
    const rejected = await createRequest(t.ctx, patient);
    await decide(rejected.id, -1, otherDoctor);
    for (const query of ['', `?userId=${patient.user.id}`]) {
      const res = await get(`/donationRequest/donors${query}`, patient);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', totalCountOfRecords: 2 });
      const { data } = res.json<{ data: { _id: string; requestCount: number }[] }>();
      expect(data.map((donor) => [donor._id, donor.requestCount])).toEqual([
        [doctor.user.id, 2],
        [otherDoctor.user.id, 1],
      ]);
    }
  });

  it('lists a facility’s supporters to its members and administrators only', async () => {
    const { patient, doctor, admin, facilityUser, facility } = await cast();
    const request = await createRequest(t.ctx, patient, { orgId: facility.id });
    await decide(request.id, 1, doctor);
    for (const viewer of [facilityUser, admin]) {
      const res = await get(`/donationRequest/donors?orgId=${facility.id}`, viewer);
      expect(res.json().data).toEqual([
        expect.objectContaining({ _id: doctor.user.id, requestCount: 1, profileVerificationStatus: 1 }),
      ]);
    }
    expect((await get(`/donationRequest/donors?orgId=${facility.id}`, patient)).statusCode).toBe(404);
    expect((await get(`/donationRequest/donors?userId=${patient.user.id}`, doctor)).statusCode).toBe(404);
    expect(
      (await get(`/donationRequest/donors?userId=${patient.user.id}`, admin)).json().totalCountOfRecords,
    ).toBe(1);
    expect((await get('/donationRequest/donors')).statusCode).toBe(401);
  });
});

describe('type and source summaries (administrators)', () => {
  const count = (rows: { _id: string; count: number }[], key: string) =>
    rows.find((row) => row._id === key)?.count ?? 0;

  it('count requests by type and by source, leaving deleted ones out', async () => {
    const { patient, admin } = await cast();
    const source = `src_${randomUUID().slice(0, 8)}`;
    const before = (await get('/donationRequest/donationRequestTypeSummary', admin)).json().data;
    await createRequest(t.ctx, patient, { requestType: 'boardMember', sourceOfCreation: source });
    await createRequest(t.ctx, patient, { requestType: 'boardMember', sourceOfCreation: source });
    await createRequest(t.ctx, patient, { requestType: 'boardMember', sourceOfCreation: source, status: -9 });
    const types = await get('/donationRequest/donationRequestTypeSummary', admin);
    expect(types.statusCode).toBe(200);
    expect(types.json().data).toContainEqual({
      _id: 'boardMember',
      label: 'Board Member',
      count: count(before, 'boardMember') + 2,
    });
    const sources = await get('/donationRequest/donationRequestSourceSummary', admin);
    expect(sources.json().data).toContainEqual({ _id: source, label: source, count: 2 });
  });

  it('refuses everyone else', async () => {
    const { patient } = await cast();
    for (const path of ['donationRequestTypeSummary', 'donationRequestSourceSummary']) {
      expect((await get(`/donationRequest/${path}`, patient)).statusCode).toBe(403);
      expect((await get(`/donationRequest/${path}`)).statusCode).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it.each([
    ['get', '/api/v1/donationRequest'],
    ['post', '/api/v1/donationRequest'],
    ['get', '/api/v1/donationRequest/{id}'],
    ['put', '/api/v1/donationRequest/{id}'],
    ['delete', '/api/v1/donationRequest/{id}'],
    ['put', '/api/v1/assignDoctors/{id}'],
    ['get', '/api/v1/donationRequest/donors'],
    ['get', '/api/v1/donationRequest/donationRequestTypeSummary'],
    ['get', '/api/v1/donationRequest/donationRequestSourceSummary'],
    ['post', '/api/v1/myfavourites'],
    ['get', '/api/v1/myfavourites'],
  ])('documents %s %s', async (method, path) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path} is missing`).toBeDefined();
    if (method === 'post' || method === 'put') expect(operation.requestBody).toBeDefined();
  });
});
