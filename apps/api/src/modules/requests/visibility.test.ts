import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
} from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A region code used only by one test, so lists can be narrowed to its requests in the shared database. */
const uniqueRegion = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(26)]).join('');

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

async function titlesOf(url: string, user?: TestUser): Promise<string[]> {
  const res = await get(url, user);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { title: string }[]).map((request) => request.title).sort();
}

/** Every kind of request a feed may or may not show, in one region. */
async function cast() {
  const region = uniqueRegion();
  const patientA = await createUser(t.ctx, { roles: ['patient'] });
  const patientB = await createUser(t.ctx, { roles: ['patient'] });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const assignedDoctor = await createUser(t.ctx, { roles: ['doctor'] });
  const facilityUser = await createUser(t.ctx, { roles: ['facilities'] });
  const roleless = await createUser(t.ctx, { roles: [] });
  const admin = await createAdmin(t.ctx);
  const facility = await createOrganization(t.ctx, facilityUser);
  const at = { region };
  const requests = {
    aPublic: await createRequest(t.ctx, patientA, { ...at, title: 'A public' }),
    aPending: await createRequest(t.ctx, patientA, { ...at, title: 'A pending', status: 0 }),
    aPrivate: await createRequest(t.ctx, patientA, { ...at, title: 'A private', isPrivate: true }),
    aRejected: await createRequest(t.ctx, patientA, { ...at, title: 'A rejected', acceptanceStatus: -1 }),
    aToFacility: await createRequest(t.ctx, patientA, { ...at, title: 'A to facility', orgId: facility.id }),
    aSpam: await createRequest(t.ctx, patientA, { ...at, title: 'A spam', status: -3 }),
    aDeleted: await createRequest(t.ctx, patientA, { ...at, title: 'A deleted', status: -9 }),
    bPublic: await createRequest(t.ctx, patientB, { ...at, title: 'B public' }),
    campaign: await createRequest(t.ctx, doctor, { ...at, title: 'Campaign' }),
    privateCampaign: await createRequest(t.ctx, doctor, {
      ...at,
      title: 'Private campaign',
      isPrivate: true,
    }),
    facilityCampaign: await createRequest(t.ctx, facilityUser, { ...at, title: 'Facility campaign' }),
  };
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/assignDoctors/${requests.aPrivate.id}`,
    headers: admin.auth,
    payload: { assignedDoctors: [assignedDoctor.user.id] },
  });
  expect(assigned.statusCode).toBe(200);
  return {
    region,
    users: { patientA, patientB, doctor, assignedDoctor, facilityUser, roleless, admin },
    requests,
  };
}

describe('the feed (GET /donationRequest) by role, docs/request-states.md#feed-by-role', () => {
  it('shows doctors’ campaigns to signed-out visitors and users with no role yet', async () => {
    const { region, users } = await cast();
    for (const viewer of [undefined, users.roleless]) {
      expect(await titlesOf(`/donationRequest?region=${region}`, viewer)).toEqual([
        'Campaign',
        'Facility campaign',
      ]);
    }
  });

  it('shows a patient their own requests, pending and doctor-rejected included', async () => {
    const { region, users } = await cast();
    expect(await titlesOf(`/donationRequest?region=${region}`, users.patientA)).toEqual([
      'A pending',
      'A private',
      'A public',
      'A rejected',
      'A to facility',
    ]);
    expect(await titlesOf(`/donationRequest?region=${region}`, users.patientB)).toEqual(['B public']);
  });

  it('shows a doctor the public, approved requests of patients, and the private one assigned to them', async () => {
    const { region, users } = await cast();
    expect(await titlesOf(`/donationRequest?region=${region}`, users.doctor)).toEqual([
      'A public',
      'A to facility',
      'B public',
    ]);
    expect(await titlesOf(`/donationRequest?region=${region}`, users.assignedDoctor)).toEqual([
      'A private',
      'A public',
      'A to facility',
      'B public',
    ]);
  });

  it('shows a facility its own requests and those addressed to it', async () => {
    const { region, users } = await cast();
    expect(await titlesOf(`/donationRequest?region=${region}`, users.facilityUser)).toEqual([
      'A to facility',
      'Facility campaign',
    ]);
  });

  it('shows administrators everything (statuses 0, 1, 2 by default; any status when asked)', async () => {
    const { region, users } = await cast();
    expect(await titlesOf(`/donationRequest?region=${region}`, users.admin)).toEqual([
      'A pending',
      'A private',
      'A public',
      'A rejected',
      'A to facility',
      'B public',
      'Campaign',
      'Facility campaign',
      'Private campaign',
    ]);
    expect(await titlesOf(`/donationRequest?region=${region}&status=-3,-9`, users.admin)).toEqual([
      'A deleted',
      'A spam',
    ]);
  });

  it('cannot be widened by the client: filters, statuses and user_id stay within what the caller may see', async () => {
    const { region, users } = await cast();
    const patientFilter = encodeURIComponent(JSON.stringify({ creatorType: 'patient' }));
    expect(await titlesOf(`/donationRequest?region=${region}&filters=${patientFilter}`)).toEqual([]);
    expect(await titlesOf(`/donationRequest?region=${region}&status=0,-3,-9`, users.patientB)).toEqual([]);
    expect(
      await titlesOf(`/donationRequest?region=${region}&user_id=${users.patientA.user.id}`, users.patientB),
    ).toEqual([]);
    expect(
      await titlesOf(
        `/donationRequest?region=${region}&user_id=${users.patientA.user.id}&status=0,1,2,-3,-9`,
        users.doctor,
      ),
    ).toEqual(['A public', 'A to facility']);
    // A doctor's campaigns are public: a patient finds them on the doctor's profile (user_id).
    expect(
      await titlesOf(`/donationRequest?region=${region}&user_id=${users.doctor.user.id}`, users.patientB),
    ).toEqual(['Campaign']);
  });
});

describe('GET /donationRequest/{id}', () => {
  it('answers 404 for another patient’s request, to other patients and signed-out visitors', async () => {
    const { users, requests } = await cast();
    for (const viewer of [users.patientB, undefined, users.roleless, users.facilityUser]) {
      const res = await get(`/donationRequest/${requests.aPublic.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', statusCode: 404, message: 'Not found' });
    }
    for (const viewer of [users.patientA, users.doctor, users.admin]) {
      expect((await get(`/donationRequest/${requests.aPublic.id}`, viewer)).statusCode).toBe(200);
    }
  });

  it('answers 404 for a private request except to its creator, its doctors and administrators', async () => {
    const { users, requests } = await cast();
    for (const viewer of [users.doctor, users.patientB, undefined]) {
      expect((await get(`/donationRequest/${requests.aPrivate.id}`, viewer)).statusCode).toBe(404);
    }
    for (const viewer of [users.patientA, users.assignedDoctor, users.admin]) {
      const res = await get(`/donationRequest/${requests.aPrivate.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.assignedDoctors).toEqual([
        expect.objectContaining({ _id: users.assignedDoctor.user.id, acceptanceStatus: 0 }),
      ]);
    }
    expect((await get(`/donationRequest/${requests.privateCampaign.id}`)).statusCode).toBe(404);
    expect((await get(`/donationRequest/${requests.privateCampaign.id}`, users.doctor)).statusCode).toBe(200);
  });

  it('shows a campaign to anyone, by id or by name', async () => {
    const { requests } = await cast();
    for (const key of [requests.campaign.id, requests.campaign.name]) {
      const res = await get(`/donationRequest/${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        statusCode: 200,
        data: { _id: requests.campaign.id, name: requests.campaign.name, creatorType: 'doctor' },
      });
    }
  });

  it('hides pending, spam and deleted requests from outsiders; the facility sees what is addressed to it', async () => {
    const { users, requests } = await cast();
    expect((await get(`/donationRequest/${requests.aPending.id}`, users.doctor)).statusCode).toBe(404);
    expect((await get(`/donationRequest/${requests.aPending.id}`, users.patientA)).statusCode).toBe(200);
    expect((await get(`/donationRequest/${requests.aSpam.id}`, users.doctor)).statusCode).toBe(404);
    expect((await get(`/donationRequest/${requests.aDeleted.id}`, users.patientA)).statusCode).toBe(404);
    expect((await get(`/donationRequest/${requests.aDeleted.id}`, users.admin)).statusCode).toBe(200);
    expect((await get(`/donationRequest/${requests.aToFacility.id}`, users.facilityUser)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown id or name', async () => {
    expect((await get('/donationRequest/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/donationRequest/no-such-request-abc123')).statusCode).toBe(404);
  });
});
