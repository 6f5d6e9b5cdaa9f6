import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as M, type OrganizationFormInput } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createUser,
  lastMailTo,
  uniqueEmail,
  type TestUser,
} from '../../../test/factories';
import { activityLog, facilityServices, organizationMembers, organizations } from '../../platform/db/schema';
import { submitFacility } from '../verification/testing';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Two services of the catalogue, unique to the test. */
async function catalogue(): Promise<[string, string]> {
  const tag = randomUUID().slice(0, 8);
  const names: [string, string] = [`Cardiology ${tag}`, `Radiology ${tag}`];
  await t.ctx.db.insert(facilityServices).values(names.map((name) => ({ name })));
  return names;
}

function form(services: string[], overrides: Partial<OrganizationFormInput> = {}): OrganizationFormInput {
  return {
    orgName: `Sunrise ${randomUUID().slice(0, 8)}`,
    orgType: 'clinic',
    description: 'A family clinic.',
    orgAddress: {
      line1: '12 MG Road',
      line2: 'Near the park',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      zip_code: '411001',
    },
    facilityServices: services,
    ...overrides,
  };
}

async function logged(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

async function membersOf(orgId: string) {
  return t.ctx.db
    .select({ userId: organizationMembers.userId, role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.orgId, orgId));
}

describe('POST /organization', () => {
  it("creates a facility user's facility unverified, owned by them, with the catalogue's spelling of services", async () => {
    const [cardiology] = await catalogue();
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const body = form([cardiology.toUpperCase()], {
      websiteUrl: 'sunrise.example.org',
      discountPercentage: '150',
      isDiscountEnabled: true,
    });
    const res = await call('POST', '/organization', owner, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      statusCode: 201,
      message: 'Facility created successfully',
      data: {
        orgName: body.orgName,
        status: 0,
        facilityServices: [cardiology],
        websiteUrl: 'http://sunrise.example.org',
        discountPercentage: '100.00',
        sourceOfCreation: 'talhospitals',
        orgEmailVerified: false,
        membersCount: 1,
        myRole: 'owner',
        abilities: { edit: true, delete: true, manageMembers: true, leave: false },
      },
    });
    const id = res.json().data._id;
    expect(await membersOf(id)).toEqual([{ userId: owner.user.id, role: 'owner' }]);
    const [row] = await logged(id, 'organization.created');
    expect(row).toMatchObject({ category: 'Facility', userId: owner.user.id });
    expect(await logged(id, 'organization.verified')).toHaveLength(0);
  });

  it("is listed publicly once its owner's submission is approved from the verification queue", async () => {
    const [service] = await catalogue();
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const created = await call('POST', '/organization', owner, form([service]));
    const orgId = created.json().data._id as string;
    const listed = async () =>
      (await call('GET', `/organization?keyword=${encodeURIComponent(created.json().data.orgName)}`)).json()
        .totalCountOfRecords as number;
    expect(await listed()).toBe(0);

    await submitFacility(t, owner, orgId);
    const admin = await createAdmin(t.ctx);
    const queue = await call('GET', '/verification/queue?kind=organization&limit=100', admin);
    const entry = queue
      .json<{ data: { _id: string; orgId: string }[] }>()
      .data.find((row) => row.orgId === orgId);
    expect(entry).toBeDefined();
    expect((await call('POST', `/verification/${entry?._id}/approve`, admin)).statusCode).toBe(200);
    expect(await listed()).toBe(1);
  });

  it('lets doctors add facilities and refuses patients with 403', async () => {
    const [service] = await catalogue();
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await call('POST', '/organization', doctor, form([service]))).statusCode).toBe(201);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const refused = await call('POST', '/organization', patient, form([service]));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.onlyFacilityUsers);
    expect((await call('POST', '/organization', undefined, form([service]))).statusCode).toBe(401);
  });

  it('answers the docs/validation-and-limits.md messages for an incomplete form', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const res = await call('POST', '/organization', owner, {
      orgName: 'x'.repeat(51),
      orgType: 'castle',
      description: '',
      orgAddress: { line1: '1 Road', city: 'Pune', state: 'MH', country: 'India', zip_code: '4110011234567' },
      facilityServices: [],
      orgEmail: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res
        .json<{ errors: { path: string; message: string }[] }>()
        .errors.map((error) => [error.path, error.message]),
    );
    expect(messages).toMatchObject({
      orgName: 'At most 50 characters',
      orgType: 'Please select type',
      description: 'Please enter description',
      'orgAddress.line2': 'Please provide the full address of the Organization.',
      'orgAddress.zip_code': 'Please enter valid zip_code',
      facilityServices: 'Please select atleast one service',
      orgEmail: 'Please enter valid email',
    });
  });

  it('refuses an Indian PIN with letters, beside the code', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const address = { ...form([]).orgAddress, zip_code: '41100A' };
    // No service either: the address is checked whatever else is wrong.
    const res = await call('POST', '/organization', owner, { ...form([]), orgAddress: address });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'orgAddress.zip_code',
      message: 'Please enter valid zip_code',
    });
  });

  it('refuses a service the catalogue does not hold, beside the field', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const res = await call('POST', '/organization', owner, form(['Astrology']));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'facilityServices', message: M.unknownService('Astrology') }]);
  });

  it('answers 409 for a name already taken in any letter case, and the availability check agrees', async () => {
    const [service] = await catalogue();
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const existing = await createOrganization(t.ctx, undefined, {
      orgName: `Lotus ${randomUUID().slice(0, 8)}`,
    });
    const res = await call(
      'POST',
      '/organization',
      owner,
      form([service], { orgName: existing.orgName.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'That name is already taken. Please use a different name',
      errors: [{ path: 'orgName', message: 'That name is already taken. Please use a different name' }],
    });

    const taken = await call(
      'GET',
      `/organization/nameAvailable?orgName=${encodeURIComponent(existing.orgName.toLowerCase())}`,
      owner,
    );
    expect(taken.json().data).toEqual({ available: false });
    const own = await call(
      'GET',
      `/organization/nameAvailable?orgName=${encodeURIComponent(existing.orgName)}&excludeId=${existing.id}`,
      owner,
    );
    expect(own.json().data).toEqual({ available: true });
    expect((await call('GET', '/organization/nameAvailable?orgName=Anything')).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous creations with the same name through (the unique index decides)', async () => {
    const [service] = await catalogue();
    const first = await createUser(t.ctx, { roles: ['facilities'] });
    const second = await createUser(t.ctx, { roles: ['doctor'] });
    const body = form([service]);
    const answers = await Promise.all([
      call('POST', '/organization', first, body),
      call('POST', '/organization', second, { ...body, orgName: body.orgName.toLowerCase() }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json().message).toBe(M.nameTaken);
  });

  it('creates the Add Hospital step 2 facility for the contact person, verified by the administrator', async () => {
    const admin = await createAdmin(t.ctx);
    const contact = await createUser(t.ctx, { roles: ['facility'] });
    const orgName = `Hospital ${randomUUID().slice(0, 8)}`;
    const res = await call('POST', '/organization', admin, {
      orgName,
      orgType: 'multiSpeciaityHospital',
      orgAddress: { city: 'Austin', state: 'Texas', country: 'United States' },
      websiteUrl: 'https://hospital.example.com',
      sourceOfCreation: 'talhospitals',
      userId: contact.user.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ orgName, status: 1, myRole: null, abilities: { edit: true } });
    const id = res.json().data._id;
    expect(await membersOf(id)).toEqual([{ userId: contact.user.id, role: 'owner' }]);
    const [verified] = await logged(id, 'organization.verified');
    expect(verified).toMatchObject({ category: 'Facility', userId: admin.user.id });

    const missing = await call('POST', '/organization', admin, {
      orgName: `Other ${randomUUID().slice(0, 8)}`,
      orgAddress: { city: 'Austin', state: 'Texas', country: 'United States' },
      userId: randomUUID(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'userId', message: M.hospitalUserNotFound }]);

    const noAddress = await call('POST', '/organization', admin, {
      orgName: 'No address',
      userId: contact.user.id,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors[0].path).toBe('orgAddress');
  });
});

describe('PUT /organization/{id}', () => {
  async function facility() {
    const [cardiology, radiology] = await catalogue();
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, owner, {
      facilityServices: [cardiology],
      websiteUrl: 'http://kept.example.org',
      isFreeHospital: true,
    });
    return { owner, org, cardiology, radiology };
  }

  it('lets an owner change the details and services, keeps what it did not send, and logs which fields changed', async () => {
    const { owner, org, radiology } = await facility();
    const res = await call('PUT', `/organization/${org.id}`, owner, {
      description: 'Now with radiology.',
      facilityServices: [radiology],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Facility details are updated successfully',
      data: {
        description: 'Now with radiology.',
        facilityServices: [radiology],
        documents: [],
        websiteUrl: 'http://kept.example.org',
        isFreeHospital: true,
      },
    });
    const [row] = await logged(org.id, 'organization.updated');
    expect(row).toMatchObject({
      category: 'Facility',
      details: { fields: ['description', 'facilityServices'] },
    });
    const unchanged = await call('PUT', `/organization/${org.id}`, owner, { websiteUrl: 'kept.example.org' });
    expect(unchanged.statusCode).toBe(200);
    expect(await logged(org.id, 'organization.updated')).toHaveLength(1);

    const unknown = await call('PUT', `/organization/${org.id}`, owner, { facilityServices: ['Astrology'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({
      path: 'facilityServices',
      message: M.unknownService('Astrology'),
    });
  });

  it('answers 403 to those who see the facility but may not edit it, 404 to those who cannot see it', async () => {
    const { org, owner } = await facility();
    const member = await createUser(t.ctx, { roles: ['facilities'] });
    await t.ctx.db
      .insert(organizationMembers)
      .values({ orgId: org.id, userId: member.user.id, role: 'member' });
    const stranger = await createUser(t.ctx, { roles: ['facilities'] });
    for (const user of [member, stranger]) {
      const res = await call('PUT', `/organization/${org.id}`, user, { description: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.cannotEdit);
    }
    const hidden = await createOrganization(t.ctx, owner, { status: 0 });
    expect((await call('PUT', `/organization/${hidden.id}`, stranger, { description: 'x' })).statusCode).toBe(
      404,
    );
    const admin = await createAdmin(t.ctx);
    expect(
      (await call('PUT', `/organization/${hidden.id}`, admin, { description: 'Checked' })).statusCode,
    ).toBe(200);
  });

  it('refuses a name another facility has', async () => {
    const { owner, org } = await facility();
    const other = await createOrganization(t.ctx);
    const res = await call('PUT', `/organization/${org.id}`, owner, { orgName: other.orgName.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.nameTaken);
  });

  it('e-mails a confirmation link for a new facility e-mail, which confirms it once', async () => {
    const { owner, org } = await facility();
    const email = uniqueEmail('clinic');
    const res = await call('PUT', `/organization/${org.id}`, owner, { orgEmail: email });
    expect(res.json().data).toMatchObject({ orgEmail: email, orgEmailVerified: false });
    const mail = await lastMailTo(t.ctx, email);
    const link = mail?.text.match(/\/verifyOrganizationEmail\/([\w-]+)\/([\w-]+)#([\w-]+)/);
    expect(link?.slice(1, 3)).toEqual([org.id, owner.user.id]);
    const token = link?.[3] as string;

    const wrong = await call('GET', `/organization/verify/${org.id}?token=nope`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.emailTokenInvalid);

    const ok = await call('GET', `/organization/verify/${org.id}?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.emailConfirmed, data: { orgEmailVerified: true } });
    expect(await logged(org.id, 'organization.email_confirmed')).toHaveLength(1);
    expect((await call('GET', `/organization/verify/${org.id}?token=${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired confirmation link with its own message', async () => {
    const { owner, org } = await facility();
    const email = uniqueEmail('late');
    await call('PUT', `/organization/${org.id}`, owner, { orgEmail: email });
    const token = (await lastMailTo(t.ctx, email))?.text.match(/#([\w-]+)/)?.[1];
    await t.ctx.db
      .update(organizations)
      .set({ orgEmailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, org.id));
    const res = await call('GET', `/organization/verify/${org.id}?token=${token}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.emailTokenExpired);
  });
});

describe('DELETE /organization/{id}', () => {
  it('lets owners and administrators delete, answers 403 to a facility admin and logs the deletion', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const manager = await createUser(t.ctx, { roles: ['facilities'] });
    const org = await createOrganization(t.ctx, owner);
    await t.ctx.db
      .insert(organizationMembers)
      .values({ orgId: org.id, userId: manager.user.id, role: 'admin' });
    const refused = await call('DELETE', `/organization/${org.id}`, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.cannotDelete);

    expect((await call('DELETE', `/organization/${org.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/organization/${org.id}`)).statusCode).toBe(404);
    expect(await logged(org.id, 'organization.deleted')).toHaveLength(1);

    const other = await createOrganization(t.ctx, owner);
    expect((await call('DELETE', `/organization/${other.id}`, await createAdmin(t.ctx))).statusCode).toBe(
      200,
    );
  });
});

describe('GET /org/user/{userId}', () => {
  it("lists a user's facilities with their role, to them and administrators, and 404 to others", async () => {
    const user = await createUser(t.ctx, { roles: ['facilities'] });
    const owned = await createOrganization(t.ctx, user, { status: 0 });
    const joined = await createOrganization(t.ctx);
    await t.ctx.db
      .insert(organizationMembers)
      .values({ orgId: joined.id, userId: user.user.id, role: 'member' });

    const res = await call('GET', `/org/user/${user.user.id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        _id: owned.id,
        orgName: owned.orgName,
        orgType: 'clinic',
        defaultImageUrl: null,
        status: 0,
        role: 'owner',
      },
      {
        _id: joined.id,
        orgName: joined.orgName,
        orgType: 'clinic',
        defaultImageUrl: null,
        status: 1,
        role: 'member',
      },
    ]);
    expect(
      (await call('GET', `/org/user/${user.user.id}`, await createAdmin(t.ctx))).json().data,
    ).toHaveLength(2);
    const other = await createUser(t.ctx, { roles: ['facilities'] });
    expect((await call('GET', `/org/user/${user.user.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/org/user/${user.user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /organization?service=', () => {
  it('lists the facilities offering a service', async () => {
    const [cardiology, radiology] = await catalogue();
    const heart = await createOrganization(t.ctx, undefined, { facilityServices: [cardiology, radiology] });
    await createOrganization(t.ctx, undefined, { facilityServices: [radiology] });
    const res = await call('GET', `/organization?service=${encodeURIComponent(cardiology)}`);
    expect(res.json<{ data: { _id: string }[] }>().data.map((org) => org._id)).toEqual([heart.id]);
    expect(res.json().totalCountOfRecords).toBe(1);
  });
});
