import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createOrganization, createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/donationRequest', payload, headers });

const valid = { title: 'Knee replacement consultation', description: 'Pain for three months, need advice.' };

describe('POST /donationRequest', () => {
  it('creates a patient request pending approval, with a slug name and a Ref id', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'], address: { country: 'India' } });
    const res = await create({ ...valid, brief: 'Knee', units: 'INR', isPrivate: true }, patient.auth);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: REQUEST_MESSAGES.requestCreated,
    });
    expect(body.data).toMatchObject({
      title: valid.title,
      description: valid.description,
      brief: 'Knee',
      request_type: 'talhospitals',
      creatorType: 'patient',
      status: 0,
      acceptanceStatus: 0,
      requestStatusByDoctor: null,
      assignedDoctors: [],
      orgId: null,
      units: 'inr',
      isPrivate: true,
      flagReason: null,
      sourceOfCreation: 'talhospitals',
      region: 'IN',
      isFavourite: false,
      user_info: {
        _id: patient.user.id,
        name: { first_name: 'Test', last_name: 'User', middle_name: '' },
        profile_image_url: null,
        profileVerificationStatus: 0,
        roles: ['patient'],
      },
    });
    expect(body.data.name).toMatch(/^knee-replacement-consultation-[a-z0-9]{6}$/);
    expect(body.data.uniqueReferenceId).toMatch(/^CN[0-9A-Z]{10}$/);
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
  });

  it('needs a signed-in caller', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 401 });
  });

  it.each([
    [{ description: 'x' }, 'title', REQUEST_MESSAGES.titleRequired],
    [{ title: '   ', description: 'x' }, 'title', REQUEST_MESSAGES.titleRequired],
    [{ title: 'x' }, 'description', REQUEST_MESSAGES.descriptionRequired],
    [{ title: 'x'.repeat(151), description: 'x' }, 'title', REQUEST_MESSAGES.titleTooLong],
    [{ ...valid, request_type: 'lottery' }, 'request_type', REQUEST_MESSAGES.typeRequired],
    [{ ...valid, units: 'rupees' }, 'units', REQUEST_MESSAGES.invalidCurrency],
    [{ ...valid, orgId: 'not-an-id' }, 'orgId', REQUEST_MESSAGES.invalidId],
  ])('refuses %j with "%s: %s"', async (payload, path, message) => {
    const patient = await createUser(t.ctx);
    const res = await create(payload, patient.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, message });
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('decides creatorType from the role, never from the client', async () => {
    const cases: [string[], string][] = [
      [['patient'], 'patient'],
      [['doctor'], 'doctor'],
      [['facilities'], 'doctor'],
      [[], 'patient'],
      // docs/roles-and-permissions.md#primary-role: the last matching role wins.
      [['patient', 'doctor'], 'doctor'],
    ];
    for (const [roles, creatorType] of cases) {
      const user = await createUser(t.ctx, { roles });
      const res = await create({ ...valid, creatorType: 'donor' }, user.auth);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ creatorType, status: 0 });
    }
  });

  it("names a campaign's creator by their real role, in the answer, on the request and in the list", async () => {
    const facilityUser = await createUser(t.ctx, { roles: ['facilities'] });
    const title = `Free eye camp ${randomUUID().slice(0, 8)}`;
    const created = await create({ ...valid, title }, facilityUser.auth);
    expect(created.json().data).toMatchObject({
      creatorType: 'doctor',
      user_info: { roles: ['facilities'] },
    });

    const id: string = created.json().data._id;
    const one = await t.app.inject({ url: `/api/v1/donationRequest/${id}`, headers: facilityUser.auth });
    expect(one.json().data.user_info.roles).toEqual(['facilities']);
    const mine = await t.app.inject({
      url: '/api/v1/donationRequest?my_search=true&status=0',
      headers: facilityUser.auth,
    });
    expect(mine.json().data).toMatchObject([{ _id: id, user_info: { roles: ['facilities'] } }]);
  });

  it('lets an administrator name the creator type; their requests start approved', async () => {
    const admin = await createAdmin(t.ctx);
    const chosen = await create({ ...valid, creatorType: 'mentee', request_type: 'career' }, admin.auth);
    expect(chosen.json().data).toMatchObject({ creatorType: 'mentee', request_type: 'career', status: 1 });
    const campaign = await create(valid, admin.auth);
    expect(campaign.json().data).toMatchObject({ creatorType: 'doctor', status: 1 });
  });

  it('addresses a verified facility, or an unverified one the creator belongs to', async () => {
    const patient = await createUser(t.ctx);
    const verified = await createOrganization(t.ctx);
    const ok = await create({ ...valid, orgId: verified.id }, patient.auth);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.orgId).toBe(verified.id);

    const facilityUser = await createUser(t.ctx, { roles: ['facilities'] });
    const own = await createOrganization(t.ctx, facilityUser, { status: 0 });
    expect((await create({ ...valid, orgId: own.id }, facilityUser.auth)).statusCode).toBe(201);

    for (const orgId of [own.id, randomUUID()]) {
      const refused = await create({ ...valid, orgId }, patient.auth);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'orgId', message: REQUEST_MESSAGES.unknownFacility }]);
    }
  });

  it('keeps the region asked for, upper-cased, and accepts the other request types', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await create(
      { ...valid, region: 'us', request_type: 'homeworkHelp', sourceOfCreation: 'mobileApp' },
      doctor.auth,
    );
    expect(res.json().data).toMatchObject({
      region: 'US',
      request_type: 'homeworkHelp',
      sourceOfCreation: 'mobileApp',
      creatorType: 'doctor',
    });
  });
});
