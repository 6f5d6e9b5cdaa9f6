import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, PROFILE_VERIFICATION, type FacilityDoctorDto } from '@carenet/shared';
import { organizationMembers, users } from '../../platform/db/schema';
import { useTestApp } from '../../../test/app';
import { createAdmin, createOrganization, createUser, type TestUser } from '../../../test/factories';

const t = useTestApp();

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user?.auth ?? {} });

const person = (first_name: string, last_name: string) => ({ first_name, last_name, middle_name: '' });

const doctorsOf = (body: { data: FacilityDoctorDto[] }) => body.data.map((doctor) => doctor._id);

async function join(orgId: string, member: TestUser) {
  await t.ctx.db.insert(organizationMembers).values({ orgId, userId: member.user.id, role: 'member' });
}

describe('GET /organization/{id}/doctors', () => {
  it('shows a visitor the verified doctor members (not suspended, not erased) of a verified facility, by name, as public cards', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const facility = await createOrganization(t.ctx, owner);
    const zara = await createUser(t.ctx, { roles: ['doctor'], name: person('Zara', 'Iyer') });
    const anil = await createUser(t.ctx, { roles: ['doctor'], name: person('Anil', 'Rao') });
    await t.ctx.db
      .update(users)
      .set({ salutation: 'dr', yearsOfExperience: 12, details: { specialities: ['Cardiologist'] } })
      .where(eq(users.id, anil.user.id));
    const unverified = await createUser(t.ctx, {
      roles: ['doctor'],
      name: person('Bela', 'Unverified'),
      profileVerificationStatus: PROFILE_VERIFICATION.pending,
    });
    const patient = await createUser(t.ctx, { roles: ['patient'], name: person('Chet', 'Patient') });
    const suspended = await createUser(t.ctx, { roles: ['doctor'], name: person('Dev', 'Suspended') });
    await t.ctx.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const erased = await createUser(t.ctx, { roles: ['doctor'], name: person('Dia', 'Erased') });
    await t.ctx.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, erased.user.id));
    const outsider = await createUser(t.ctx, { roles: ['doctor'], name: person('Esha', 'Elsewhere') });
    await createOrganization(t.ctx, outsider);
    for (const member of [zara, anil, unverified, patient, suspended, erased])
      await join(facility.id, member);

    const res = await get(`/organization/${facility.id}/doctors`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ data: FacilityDoctorDto[] }>();
    expect(body).toMatchObject({ status: 'success', statusCode: 200 });
    expect(doctorsOf(body)).toEqual([anil.user.id, zara.user.id]);
    expect(body.data[0]).toEqual({
      _id: anil.user.id,
      name: person('Anil', 'Rao'),
      fullName: 'Anil Rao',
      profile_image_url: null,
      roles: ['doctor'],
      occupation: null,
      profileVerificationStatus: PROFILE_VERIFICATION.verified,
      specialities: ['Cardiologist'],
      salutation: 'dr',
      yearsOfExperience: 12,
    });
    expect(JSON.stringify(body)).not.toContain(anil.user.email);
  });

  it('answers 404 to a visitor for an unverified facility, and lists its doctors to its members and administrators', async () => {
    const owner = await createUser(t.ctx, { roles: ['facilities'] });
    const facility = await createOrganization(t.ctx, owner, { status: 0 });
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    await join(facility.id, doctor);
    const stranger = await createUser(t.ctx, { roles: ['patient'] });

    const visitor = await get(`/organization/${facility.id}/doctors`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toMatchObject({ statusCode: 404, message: ORGANIZATION_MESSAGES.notFound });
    expect((await get(`/organization/${facility.id}/doctors`, stranger)).statusCode).toBe(404);

    for (const viewer of [owner, await createAdmin(t.ctx)]) {
      const res = await get(`/organization/${facility.id}/doctors`, viewer);
      expect(res.statusCode).toBe(200);
      expect(doctorsOf(res.json())).toEqual([doctor.user.id]);
    }
  });

  it('answers 404 for an unknown facility and for an id that is not one', async () => {
    const unknown = await get(`/organization/${randomUUID()}/doctors`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: ORGANIZATION_MESSAGES.notFound });
    expect((await get('/organization/not-an-id/doctors')).statusCode).toBe(404);
  });
});
