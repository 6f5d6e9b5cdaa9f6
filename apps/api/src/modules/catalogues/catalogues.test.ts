import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { createAdmin, createOrganization, createUser, type TestUser } from '../../../test/factories';
import { activityLog, organizations, users } from '../../platform/db/schema';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

/** A name no other test uses, so the tests share one database without seeing each other's rows. */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function activity(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

async function doctorWith(specialities: string[]) {
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  await t.ctx.db
    .update(users)
    .set({ details: { summary: 'kept', specialities } as typeof users.$inferInsert.details })
    .where(eq(users.id, doctor.user.id));
  return doctor;
}

async function detailsOf(userId: string) {
  const [row] = await t.ctx.db.select({ details: users.details }).from(users).where(eq(users.id, userId));
  return row.details as { summary?: string; specialities?: string[] };
}

async function servicesOf(orgId: string) {
  const [row] = await t.ctx.db
    .select({ services: organizations.facilityServices })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row.services;
}

describe('facility services', () => {
  it('lets an administrator add a service that everyone then reads, sorted by name, under both paths', async () => {
    const admin = await createAdmin(t.ctx);
    const zulu = unique('zulu Service');
    const alpha = unique('Alpha Service');

    const created = await call('POST', '/facilityServices', admin, { name: `  ${zulu}  ` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Service added',
      data: { name: zulu },
    });
    const zuluId = created.json().data._id as string;
    await call('POST', '/facilityServices', admin, { name: alpha });

    const list = await call('GET', '/facilityServices');
    expect(list.statusCode).toBe(200);
    expect(list.json().status).toBe('success');
    const names = (list.json().data as { _id: string; name: string }[]).map((item) => item.name);
    expect(names.indexOf(alpha)).toBeLessThan(names.indexOf(zulu));
    expect(names.indexOf(alpha)).toBeGreaterThanOrEqual(0);
    expect(list.json().data).toContainEqual({ _id: zuluId, name: zulu });

    expect((await call('GET', '/hospitalServices')).json().data).toEqual(list.json().data);
    const one = await call('GET', `/hospitalServices/${zuluId}`);
    expect(one.json()).toMatchObject({ status: 'success', data: { _id: zuluId, name: zulu } });
    expect((await call('GET', `/facilityServices/${zuluId}`)).json().data).toEqual({
      _id: zuluId,
      name: zulu,
    });

    const log = await activity(zuluId, 'facilityService.created');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      category: 'Administration',
      userId: admin.user.id,
      details: { name: zulu },
    });
  });

  it('refuses an empty or overlong name with the field message', async () => {
    const admin = await createAdmin(t.ctx);
    const empty = await call('POST', '/facilityServices', admin, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'name', message: 'Please enter a name' });
    const missing = await call('POST', '/facilityServices', admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: 'name', message: 'Please enter a name' });
    const long = await call('POST', '/facilityServices', admin, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({
      path: 'name',
      message: 'The name must be at most 80 characters long',
    });
  });

  it('refuses a name already in the catalogue in any letter case', async () => {
    const admin = await createAdmin(t.ctx);
    const name = unique('Cardiac Surgery');
    const first = await call('POST', '/facilityServices', admin, { name });
    const again = await call('POST', '/facilityServices', admin, { name: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'error',
      message: `A service named "${name}" already exists.`,
    });

    const other = await call('POST', '/facilityServices', admin, { name: unique('Other') });
    const clash = await call('PUT', `/facilityServices/${other.json().data._id}`, admin, {
      name: name.toLowerCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`A service named "${name}" already exists.`);

    // A service may change the case of its own name.
    const recased = await call('PUT', `/facilityServices/${first.json().data._id}`, admin, {
      name: name.toLowerCase(),
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().data.name).toBe(name.toLowerCase());
  });

  it('answers 403 to signed-in non-administrators and 401 to visitors on every write', async () => {
    const admin = await createAdmin(t.ctx);
    const id = (await call('POST', '/facilityServices', admin, { name: unique('Guarded') })).json().data._id;
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const facility = await createUser(t.ctx, { roles: ['facilities'] });
    for (const user of [doctor, facility]) {
      expect((await call('POST', '/facilityServices', user, { name: unique('Nope') })).statusCode).toBe(403);
      expect((await call('PUT', `/facilityServices/${id}`, user, { name: unique('Nope') })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/facilityServices/${id}`, user)).statusCode).toBe(403);
    }
    expect((await call('POST', '/facilityServices', undefined, { name: unique('Nope') })).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/facilityServices/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await createAdmin(t.ctx);
    const message = 'This service does not exist.';
    for (const id of [randomUUID(), 'not-an-id']) {
      const read = await call('GET', `/hospitalServices/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(message);
      const rename = await call('PUT', `/facilityServices/${id}`, admin, { name: unique('Renamed') });
      expect(rename.statusCode).toBe(404);
      expect(rename.json().message).toBe(message);
      expect((await call('DELETE', `/facilityServices/${id}`, admin)).statusCode).toBe(404);
    }
  });

  it('renames the service inside every facility offering it, keeping their order, in the same write', async () => {
    const admin = await createAdmin(t.ctx);
    const old = unique('Radiology');
    const id = (await call('POST', '/facilityServices', admin, { name: old })).json().data._id as string;
    const offering = await createOrganization(t.ctx, undefined, {
      facilityServices: ['Emergency', old.toLowerCase(), 'Pediatrics'],
    });
    const untouched = await createOrganization(t.ctx, undefined, { facilityServices: ['Emergency'] });

    const renamed = unique('Imaging');
    const res = await call('PUT', `/facilityServices/${id}`, admin, { name: renamed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Service renamed', data: { _id: id, name: renamed } });
    expect(await servicesOf(offering.id)).toEqual(['Emergency', renamed, 'Pediatrics']);
    expect(await servicesOf(untouched.id)).toEqual(['Emergency']);

    const log = await activity(id, 'facilityService.renamed');
    expect(log[0]).toMatchObject({
      category: 'Administration',
      userId: admin.user.id,
      details: { from: old, to: renamed, updated: 1 },
    });
  });

  it('refuses to delete a service facilities offer, saying how many, and deletes it once unused', async () => {
    const admin = await createAdmin(t.ctx);
    const name = unique('Oncology');
    const id = (await call('POST', '/facilityServices', admin, { name })).json().data._id as string;
    const orgs = await Promise.all(
      [name, name.toUpperCase(), name].map((service) =>
        createOrganization(t.ctx, undefined, { facilityServices: [service] }),
      ),
    );

    const refused = await call('DELETE', `/facilityServices/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This service is offered by 3 facilities. Remove it from them first.',
    );

    await t.ctx.db
      .update(organizations)
      .set({ facilityServices: [] })
      .where(eq(organizations.id, orgs[0].id));
    await t.ctx.db
      .update(organizations)
      .set({ facilityServices: [] })
      .where(eq(organizations.id, orgs[1].id));
    expect((await call('DELETE', `/facilityServices/${id}`, admin)).json().message).toBe(
      'This service is offered by 1 facility. Remove it from it first.',
    );

    await t.ctx.db
      .update(organizations)
      .set({ facilityServices: [] })
      .where(eq(organizations.id, orgs[2].id));
    const deleted = await call('DELETE', `/facilityServices/${id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'success', message: 'Service deleted', data: null });
    expect((await call('GET', `/facilityServices/${id}`)).statusCode).toBe(404);

    const log = await activity(id, 'facilityService.deleted');
    expect(log[0]).toMatchObject({ category: 'Administration', userId: admin.user.id, details: { name } });
  });
});

describe('doctor specialties', () => {
  it('lets an administrator add a specialty that everyone reads, and refuses duplicates and non-admins', async () => {
    const admin = await createAdmin(t.ctx);
    const name = unique('Nephrologist');
    const created = await call('POST', '/doctorSpecialization', admin, { name });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Specialty added', data: { name } });
    const id = created.json().data._id as string;
    expect((await call('GET', '/doctorSpecialization')).json().data).toContainEqual({ _id: id, name });

    const again = await call('POST', '/doctorSpecialization', admin, { name: name.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A specialty named "${name}" already exists.`);

    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    expect((await call('POST', '/doctorSpecialization', doctor, { name: unique('Nope') })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/doctorSpecialization/${id}`, doctor, { name: unique('Nope') })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/doctorSpecialization/${id}`, doctor)).statusCode).toBe(403);
    expect((await call('DELETE', `/doctorSpecialization/${randomUUID()}`, admin)).json()).toMatchObject({
      statusCode: 404,
      message: 'This specialty does not exist.',
    });
    expect((await call('POST', '/doctorSpecialization', admin, { name: '' })).json().errors).toContainEqual({
      path: 'name',
      message: 'Please enter a name',
    });

    const log = await activity(id, 'doctorSpecialization.created');
    expect(log[0]).toMatchObject({ category: 'Administration', userId: admin.user.id });
  });

  it("renames the specialty in every doctor's profile, leaving the rest of the profile alone", async () => {
    const admin = await createAdmin(t.ctx);
    const old = unique('Skin Doctor');
    const id = (await call('POST', '/doctorSpecialization', admin, { name: old })).json().data._id as string;
    const holder = await doctorWith(['General Physician', old.toUpperCase()]);
    const other = await doctorWith(['General Physician']);

    const renamed = unique('Dermatologist');
    const res = await call('PUT', `/doctorSpecialization/${id}`, admin, { name: renamed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Specialty renamed', data: { _id: id, name: renamed } });
    expect(await detailsOf(holder.user.id)).toEqual({
      summary: 'kept',
      specialities: ['General Physician', renamed],
    });
    expect(await detailsOf(other.user.id)).toEqual({ summary: 'kept', specialities: ['General Physician'] });

    const log = await activity(id, 'doctorSpecialization.renamed');
    expect(log[0]).toMatchObject({
      category: 'Administration',
      details: { from: old, to: renamed, updated: 1 },
    });

    // Saving the same name again changes nothing and logs nothing.
    const same = await call('PUT', `/doctorSpecialization/${id}`, admin, { name: renamed });
    expect(same.json()).toMatchObject({ statusCode: 200, data: { _id: id, name: renamed } });
    expect(await activity(id, 'doctorSpecialization.renamed')).toHaveLength(1);
  });

  it('refuses to delete a specialty doctors hold, saying how many, and deletes it once unused', async () => {
    const admin = await createAdmin(t.ctx);
    const name = unique('Rheumatologist');
    const id = (await call('POST', '/doctorSpecialization', admin, { name })).json().data._id as string;
    const first = await doctorWith([name]);
    const second = await doctorWith(['Cardiologist', name]);

    const refused = await call('DELETE', `/doctorSpecialization/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This specialty is held by 2 doctors. Remove it from their profiles first.',
    );

    for (const doctor of [first, second])
      await t.ctx.db.update(users).set({ details: {} }).where(eq(users.id, doctor.user.id));
    const deleted = await call('DELETE', `/doctorSpecialization/${id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Specialty deleted');
    expect((await call('GET', '/doctorSpecialization')).json().data).not.toContainEqual({ _id: id, name });

    const log = await activity(id, 'doctorSpecialization.deleted');
    expect(log[0]).toMatchObject({ category: 'Administration', userId: admin.user.id, details: { name } });
  });
});

describe('GET /users?specialty=', () => {
  it('lists the doctors holding the specialty, whatever its letter case, to visitors and administrators', async () => {
    const name = unique('Pulmonologist');
    const holder = await doctorWith(['General Physician', name]);
    await doctorWith(['General Physician']);
    const ids = (body: { data: { _id: string }[] }) => body.data.map((user) => user._id);

    const visitor = await call('GET', `/users?specialty=${encodeURIComponent(name.toUpperCase())}&limit=10`);
    expect(visitor.statusCode).toBe(200);
    expect(ids(visitor.json())).toEqual([holder.user.id]);
    expect(visitor.json().totalCountOfRecords).toBe(1);

    const admin = await createAdmin(t.ctx);
    const listed = await call('GET', `/users?roles=doctor&specialty=${encodeURIComponent(name)}`, admin);
    expect(ids(listed.json())).toEqual([holder.user.id]);
  });
});
