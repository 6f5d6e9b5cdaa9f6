import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createOrganization, createUser, uniquePhone } from '../../../test/factories';
import { users } from '../../platform/db/schema';

const t = useTestApp();

const getUser = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/${id}`, headers });
const putUser = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, payload, headers });

async function storedUser(id: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

const notFound = { status: 'error', statusCode: 404, message: MESSAGES.notFound };

/** Keys only the owner and administrators may see. */
const PRIVATE_KEYS = [
  'email',
  'email_verified',
  'phone',
  'phone_verified',
  'address',
  'referral_code',
  'isTourCompletedForTalHospitals',
  'sourceOfSignup',
  'updatedAt',
  'passwordHash',
];

describe('GET /user/{id}', () => {
  it('gives the owner their whole record', async () => {
    const phone = uniquePhone();
    const me = await createUser(t.ctx, { phone, address: { city: 'Pune', country: 'India' } });
    const res = await getUser(me.user.id, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      data: {
        _id: me.user.id,
        unique_id: me.user.id,
        email: me.user.email,
        phone,
        address: { city: 'Pune', country: 'India' },
        roles: ['patient'],
        isTourCompletedForTalHospitals: false,
      },
    });
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it("answers 404 for another user's record, as for an unknown one", async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const res = await getUser(other.user.id, me.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await getUser(randomUUID(), me.auth)).json()).toEqual(notFound);
    expect((await getUser('not-a-uuid', me.auth)).statusCode).toBe(404);
  });

  it('lets an administrator read anyone', async () => {
    const admin = await createAdmin(t.ctx);
    const other = await createUser(t.ctx);
    const res = await getUser(other.user.id, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(other.user.email);
  });

  it('answers 401 to an anonymous caller', async () => {
    const other = await createUser(t.ctx);
    const res = await getUser(other.user.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });

  it('answers 401 to a revoked or unknown token', async () => {
    const me = await createUser(t.ctx);
    const session = await t.ctx.tokens.resolve(me.token);
    await t.ctx.tokens.revoke(session!.sessionId);
    const revoked = await getUser(me.user.id, me.auth);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.sessionExpired });
    const unknown = await getUser(me.user.id, { authorization: 'Bearer no-such-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MESSAGES.sessionExpired);
  });
});

describe('PUT /user/{id}', () => {
  const fullProfile = {
    name: { first_name: 'Meera', last_name: 'Iyer', middle_name: 'K' },
    gender: 'f',
    occupation: 'Cardiologist',
    address: {
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zip_code: '560001',
    },
    profile_image_url: 'https://img.example/meera.png',
    image_url: 'https://img.example/cover.png',
    summary: 'Twenty years of cardiology.',
    linkedInProfileUrl: 'linkedin.com/in/meera',
    twitterProfileUrl: 'https://twitter.com/meera',
    experience: [{ experience: 'AIIMS', experianceStartDate: '2004-01-01', experianceEndDate: '2010-12-31' }],
    educationTimelines: [{ education: 'MBBS', educationalStartDate: '1995-06-01' }],
    conferences: [{ conferencesData: 'ESC 2023' }],
    memberships: [{ membershipDetails: 'CSI', memberShipStartDate: '2005-01-01' }],
    specialities: ['Cardiology', 'Echocardiography'],
    certificates: [{ certificates: 'FACC' }],
    achievements: [{ achievement: 'Best paper', achievementsStartDate: '2019-03-01' }],
    educationalQualification: 'MBBS, MD, DM',
    isTourCompletedForTalHospitals: true,
  };

  it('lets the owner update every profile field and answers with the user and the SPEC message', async () => {
    const me = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await putUser(me.user.id, fullProfile, me.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: 'Updated successfully',
      data: {
        _id: me.user.id,
        name: { first_name: 'Meera', last_name: 'Iyer', middle_name: 'K' },
        gender: 'f',
        occupation: 'Cardiologist',
        address: { line1: '12 MG Road', line2: '', city: 'Bengaluru', zip_code: '560001' },
        profile_image_url: 'https://img.example/meera.png',
        image_url: 'https://img.example/cover.png',
        summary: 'Twenty years of cardiology.',
        linkedInProfileUrl: 'http://linkedin.com/in/meera',
        twitterProfileUrl: 'https://twitter.com/meera',
        experience: fullProfile.experience,
        educationTimelines: [
          { education: 'MBBS', educationalStartDate: '1995-06-01', educationalEndDate: '' },
        ],
        conferences: [{ conferencesData: 'ESC 2023' }],
        memberships: [{ membershipDetails: 'CSI', memberShipStartDate: '2005-01-01', membershipEndDate: '' }],
        specialities: ['Cardiology', 'Echocardiography'],
        certificates: [{ certificates: 'FACC' }],
        achievements: [
          { achievement: 'Best paper', achievementsStartDate: '2019-03-01', achievementsEndDate: '' },
        ],
        educationalQualification: 'MBBS, MD, DM',
        isTourCompletedForTalHospitals: true,
        roles: ['doctor'],
      },
    });

    const row = await storedUser(me.user.id);
    expect(row.details.specialities).toEqual(['Cardiology', 'Echocardiography']);
    expect(row.details.experience).toEqual(fullProfile.experience);
    expect(row.isTourCompleted).toBe(true);
    expect(row.updatedAt.getTime()).toBeGreaterThan(me.user.updatedAt.getTime());
  });

  it('stores the tour flag alone and leaves every other field as it was', async () => {
    const me = await createUser(t.ctx, { occupation: 'Teacher' });
    await putUser(
      me.user.id,
      { linkedInProfileUrl: 'https://linkedin.com/in/me', specialities: ['x'] },
      me.auth,
    );
    const res = await putUser(me.user.id, { isTourCompletedForTalHospitals: true }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isTourCompletedForTalHospitals: true,
      occupation: 'Teacher',
      linkedInProfileUrl: 'https://linkedin.com/in/me',
      specialities: ['x'],
    });
    expect((await storedUser(me.user.id)).isTourCompleted).toBe(true);
  });

  it("refuses to mark another user's tour done with 404 and leaves their flag false", async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const res = await putUser(other.user.id, { isTourCompletedForTalHospitals: true }, me.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await storedUser(other.user.id)).isTourCompleted).toBe(false);
  });

  it('clears an optional text sent empty', async () => {
    const me = await createUser(t.ctx, { occupation: 'Teacher' });
    const res = await putUser(me.user.id, { occupation: '' }, me.auth);
    expect(res.json().data.occupation).toBeNull();
  });

  it("refuses to update another user's record with 404 and saves nothing", async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx, { occupation: 'Nurse' });
    const res = await putUser(other.user.id, { occupation: 'Hacked' }, me.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await storedUser(other.user.id)).occupation).toBe('Nurse');
  });

  it('answers 401 to an anonymous caller', async () => {
    const other = await createUser(t.ctx);
    const res = await putUser(other.user.id, { occupation: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.signInRequired);
  });

  it('lets an administrator update anyone', async () => {
    const admin = await createAdmin(t.ctx);
    const other = await createUser(t.ctx);
    const res = await putUser(other.user.id, { occupation: 'Pharmacist' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.updatedSuccessfully);
    expect((await storedUser(other.user.id)).occupation).toBe('Pharmacist');
  });

  it('reports an invalid field with 400 and its message', async () => {
    const me = await createUser(t.ctx);
    const res = await putUser(me.user.id, { address: { zip_code: '1234567890123' } }, me.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      statusCode: 400,
      message: 'Please enter valid zip_code',
      errors: [{ path: 'address.zip_code', message: 'Please enter valid zip_code' }],
    });
  });

  it("holds the ZIP / PIN code to its country's rule: an Indian PIN of digits, a US ZIP or ZIP+4", async () => {
    const me = await createUser(t.ctx);
    const put = (country: string, zip_code: string) =>
      putUser(me.user.id, { address: { city: 'Pune', state: 'Maharashtra', country, zip_code } }, me.auth);
    for (const [country, zip] of [
      ['India', '41100A'],
      ['India', '011001'],
      ['United States', '9410'],
    ]) {
      const refused = await put(country, zip);
      expect(refused.statusCode, `${country} ${zip}`).toBe(400);
      expect(refused.json().errors).toEqual([
        { path: 'address.zip_code', message: 'Please enter valid zip_code' },
      ]);
    }
    expect((await put('India', '411001')).statusCode).toBe(200);
    expect((await put('United States', '94105-1234')).statusCode).toBe(200);
    expect((await storedUser(me.user.id)).address).toMatchObject({ zip_code: '94105-1234' });
  });
});

describe('PUT /user/{id} with roles (role picker)', () => {
  it('gives a user without a role the picked one', async () => {
    const me = await createUser(t.ctx, { roles: [] });
    const res = await putUser(me.user.id, { roles: ['doctor'] }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statusCode: 200,
      message: 'Updated successfully',
      data: { roles: ['doctor'] },
    });
  });

  it('adds the picked role to the existing ones and never removes any', async () => {
    const me = await createUser(t.ctx, { roles: ['patient'] });
    const res = await putUser(me.user.id, { roles: ['doctor'] }, me.auth);
    expect(res.json().data.roles).toEqual(['patient', 'doctor']);
    const again = await putUser(me.user.id, { roles: ['patient'] }, me.auth);
    expect(again.json().data.roles).toEqual(['patient', 'doctor']);
    expect((await storedUser(me.user.id)).roles).toEqual(['patient', 'doctor']);
  });

  it("stores 'facility' as 'facilities'", async () => {
    const me = await createUser(t.ctx, { roles: [] });
    const res = await putUser(me.user.id, { roles: ['facility'] }, me.auth);
    expect(res.json().data.roles).toEqual(['facilities']);
  });

  it.each(['admin', 'superAdmin', 'owner', 'finAdmin', 'madeUpRole'])(
    'refuses a self-granted %s with 403 and saves nothing',
    async (role) => {
      const me = await createUser(t.ctx, { roles: ['patient'], occupation: 'Teacher' });
      const res = await putUser(me.user.id, { roles: ['doctor', role], occupation: 'Changed' }, me.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 403,
        message: MESSAGES.cannotGrantPrivilegedRole,
      });
      const row = await storedUser(me.user.id);
      expect(row.roles).toEqual(['patient']);
      expect(row.occupation).toBe('Teacher');
    },
  );

  it('lets an administrator set any roles on another user, replacing the old ones', async () => {
    const admin = await createAdmin(t.ctx);
    const other = await createUser(t.ctx, { roles: ['patient'] });
    const res = await putUser(other.user.id, { roles: ['doctor', 'volunteerAdmin'] }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles).toEqual(['doctor', 'volunteerAdmin']);
  });

  it('keeps an administrator’s own admin role when they change their roles', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await putUser(admin.user.id, { roles: ['doctor'] }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles).toEqual(['doctor', 'admin']);
  });

  it('refuses an unknown role from an administrator with 400', async () => {
    const admin = await createAdmin(t.ctx);
    const other = await createUser(t.ctx);
    const res = await putUser(other.user.id, { roles: ['wizard'] }, admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 400,
      message: MESSAGES.invalidInput,
      errors: [{ path: 'roles', message: MESSAGES.invalidInput }],
    });
  });
});

describe('public look-ups', () => {
  async function profiled() {
    const { user } = await createUser(t.ctx, {
      name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' },
      roles: ['doctor'],
      phone: uniquePhone(),
      address: { line1: 'Secret street 1', city: 'Delhi' },
      occupation: 'Surgeon',
      referralCode: 'REF123',
    });
    return user;
  }

  it('GET /user/profile/{id} shows the public profile to anyone and never e-mail, phone or address', async () => {
    const user = await profiled();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/profile/${user.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: user.id,
      name: { first_name: 'Ravi' },
      roles: ['doctor'],
      occupation: 'Surgeon',
    });
    for (const key of PRIVATE_KEYS) expect(data).not.toHaveProperty(key);
    expect(JSON.stringify(data)).not.toContain(user.email);
    expect(JSON.stringify(data)).not.toContain('Secret street');
  });

  it('GET /user/summary/{id} gives what a card needs and nothing private', async () => {
    const user = await profiled();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/user/summary/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      statusCode: 200,
      message: 'Success',
      data: {
        _id: user.id,
        name: { first_name: 'Ravi', last_name: 'Kumar', middle_name: '' },
        fullName: 'Ravi Kumar',
        profile_image_url: null,
        roles: ['doctor'],
        occupation: 'Surgeon',
        profileVerificationStatus: 1,
      },
    });
  });

  it('GET /userOrOrgName/{id} gives the full name', async () => {
    const user = await profiled();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/userOrOrgName/${user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Ravi Kumar' });
  });

  it('GET /userOrOrgName/{id} gives the name of a verified facility, and 404 for one awaiting verification', async () => {
    const verified = await createOrganization(t.ctx, undefined, { orgName: `Lotus Clinic ${randomUUID()}` });
    const pending = await createOrganization(t.ctx, undefined, { status: 0 });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/userOrOrgName/${verified.id}` });
    expect(res.json().data).toEqual({ name: verified.orgName });
    const hidden = await t.app.inject({ method: 'GET', url: `/api/v1/userOrOrgName/${pending.id}` });
    expect(hidden.statusCode).toBe(404);
  });

  it.each(['/user/profile', '/user/summary', '/userOrOrgName'])(
    '%s answers 404 for an unknown id',
    async (path) => {
      for (const id of [randomUUID(), 'nope']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    },
  );
});
