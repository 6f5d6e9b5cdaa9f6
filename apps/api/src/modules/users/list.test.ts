import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser, uniqueEmail, uniquePhone } from '../../../test/factories';
import type { NewUser } from './repository';

const t = useTestApp();

/** A word found only in this test's users, so lists can be narrowed to them in a shared database. */
const tag = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

const person = (first: string, last: string, overrides: Partial<NewUser> = {}) =>
  createUser(t.ctx, { name: { first_name: first, last_name: last, middle_name: '' }, ...overrides });

const idsOf = (body: { data: { _id: string }[] }) => body.data.map((u) => u._id);

const listUsers = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users?${query}`, headers });

/** Three users per tag: a verified doctor, an unverified doctor and a verified patient, oldest first. */
async function cast(word: string) {
  const verifiedDoctor = await person('Vera', word, { roles: ['doctor'], profileVerificationStatus: 1 });
  const unverifiedDoctor = await person('Umar', word, { roles: ['doctor'], profileVerificationStatus: 0 });
  const patient = await person('Pia', word, { roles: ['patient'], profileVerificationStatus: 1 });
  return { verifiedDoctor, unverifiedDoctor, patient };
}

describe('GET /users for the public and non-administrators', () => {
  it('lists only verified doctors, whatever roles or status are asked for', async () => {
    const word = tag();
    const { verifiedDoctor } = await cast(word);
    const viewer = await createUser(t.ctx);
    for (const headers of [{}, viewer.auth]) {
      for (const query of [
        `keyword=${word}`,
        `keyword=${word}&roles=patient`,
        `keyword=${word}&roles=doctor&profileVerificationStatus=0`,
        `keyword=${word}&status=0`,
      ]) {
        const res = await listUsers(query, headers);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ status: 'success', statusCode: 200, totalCountOfRecords: 1 });
        expect(idsOf(body)).toEqual([verifiedDoctor.user.id]);
      }
    }
  });

  it('shows public profiles only (no e-mail, phone or address)', async () => {
    const word = tag();
    await person('Vera', word, {
      roles: ['doctor'],
      profileVerificationStatus: 1,
      phone: uniquePhone(),
      address: { city: 'Pune' },
    });
    const res = await listUsers(`keyword=${word}`);
    const [profile] = res.json().data;
    for (const key of ['email', 'phone', 'address', 'email_verified', 'phone_verified', 'referral_code']) {
      expect(profile).not.toHaveProperty(key);
    }
  });

  it('every row of the unfiltered public list is a verified doctor', async () => {
    await cast(tag());
    const res = await listUsers('limit=100');
    expect(res.statusCode).toBe(200);
    for (const user of res.json().data) {
      expect(user.roles).toContain('doctor');
      expect(user.profileVerificationStatus).toBe(1);
    }
  });

  it('does not match the public keyword against e-mail addresses', async () => {
    const word = tag();
    await person('Vera', 'Doctor', {
      roles: ['doctor'],
      profileVerificationStatus: 1,
      email: uniqueEmail(word),
    });
    const res = await listUsers(`keyword=${word}`);
    expect(res.json()).toMatchObject({ data: [], totalCountOfRecords: 0 });
  });
});

describe('GET /users for administrators', () => {
  it('lists everyone, newest first, as whole users with the total count', async () => {
    const admin = await createAdmin(t.ctx);
    const word = tag();
    const { verifiedDoctor, unverifiedDoctor, patient } = await cast(word);
    const res = await listUsers(`keyword=${word}`, admin.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCountOfRecords).toBe(3);
    expect(idsOf(body)).toEqual([patient.user.id, unverifiedDoctor.user.id, verifiedDoctor.user.id]);
    expect(body.data[0].email).toBe(patient.user.email);
  });

  it('filters by roles (comma list, facility = facilities) and verification status', async () => {
    const admin = await createAdmin(t.ctx);
    const word = tag();
    const { verifiedDoctor, unverifiedDoctor, patient } = await cast(word);
    const facility = await person('Fay', word, { roles: ['facilities'], profileVerificationStatus: 0 });
    const olderSpelling = await person('Fio', word, { roles: ['facility'], profileVerificationStatus: 0 });
    const ids = async (query: string) => {
      const res = await listUsers(`keyword=${word}&${query}`, admin.auth);
      expect(res.statusCode).toBe(200);
      return idsOf(res.json());
    };
    expect(await ids('roles=doctor')).toEqual([unverifiedDoctor.user.id, verifiedDoctor.user.id]);
    expect(await ids('roles=patient,facility')).toEqual([
      olderSpelling.user.id,
      facility.user.id,
      patient.user.id,
    ]);
    expect(await ids('roles=facilities')).toEqual([olderSpelling.user.id, facility.user.id]);
    expect(await ids('profileVerificationStatus=1')).toEqual([patient.user.id, verifiedDoctor.user.id]);
    expect(await ids('roles=doctor&profileVerificationStatus=1')).toEqual([verifiedDoctor.user.id]);
  });

  it('matches the keyword against names, e-mail and phone, case-insensitively and literally', async () => {
    const admin = await createAdmin(t.ctx);
    const word = tag();
    const phone = uniquePhone();
    const email = uniqueEmail(word.toLowerCase());
    const byEmail = await person('Ema', 'Il', { email });
    const byPhone = await person('Pho', 'Ne', { phone });
    const byName = await createUser(t.ctx, {
      name: { first_name: 'Nadia', middle_name: 'Q', last_name: word },
    });
    const count = async (keyword: string) => {
      const res = await listUsers(`keyword=${encodeURIComponent(keyword)}`, admin.auth);
      return res.json<{ totalCountOfRecords: number }>().totalCountOfRecords;
    };
    expect((await listUsers(`keyword=${email}`, admin.auth)).json().data[0]._id).toBe(byEmail.user.id);
    expect((await listUsers(`keyword=${phone.slice(3)}`, admin.auth)).json().data[0]._id).toBe(
      byPhone.user.id,
    );
    expect((await listUsers(`keyword=nadia ${word.toUpperCase()}`, admin.auth)).json().data[0]._id).toBe(
      byName.user.id,
    );
    expect(await count(`Nadia Q ${word}`)).toBe(1);
    // LIKE wildcards in a keyword are plain characters.
    expect(await count(`${word}%`)).toBe(0);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const admin = await createAdmin(t.ctx);
    const word = tag();
    const { verifiedDoctor, unverifiedDoctor, patient } = await cast(word);
    const first = (await listUsers(`keyword=${word}&limit=2&offset=0`, admin.auth)).json();
    expect(first.totalCountOfRecords).toBe(3);
    expect(idsOf(first)).toEqual([patient.user.id, unverifiedDoctor.user.id]);
    const second = (await listUsers(`keyword=${word}&limit=2&offset=2`, admin.auth)).json();
    expect(second.totalCountOfRecords).toBe(3);
    expect(idsOf(second)).toEqual([verifiedDoctor.user.id]);
    const past = (await listUsers(`keyword=${word}&limit=2&offset=10`, admin.auth)).json();
    expect(past).toMatchObject({ data: [], totalCountOfRecords: 3 });
  });

  it('refuses an invalid limit with 400', async () => {
    const admin = await createAdmin(t.ctx);
    const res = await listUsers('limit=0', admin.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', statusCode: 400, errors: [{ path: 'limit' }] });
  });
});

describe('GET /users?isDownload=true', () => {
  it('gives an administrator the filtered users as an escaped CSV attachment', async () => {
    const admin = await createAdmin(t.ctx);
    const word = tag();
    const phone = uniquePhone();
    const formula = await person('=HYPERLINK("http://evil")', word, {
      roles: ['doctor', 'patient'],
      profileVerificationStatus: 1,
      phone,
    });
    const quoted = await person('Smith, "Jr"', word, { roles: ['patient'] });
    await person('Other', word, { roles: ['facilities'] });

    const res = await listUsers(`keyword=${word}&roles=doctor,patient&isDownload=true&limit=1`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines).toEqual([
      'name,email,phone,roles,verified,createdAt',
      `"Smith, ""Jr"" ${word}",${quoted.user.email},,patient,no,${quoted.user.createdAt.toISOString()}`,
      `"'=HYPERLINK(""http://evil"") ${word}",${formula.user.email},${phone},doctor; patient,yes,${formula.user.createdAt.toISOString()}`,
      '',
    ]);
  });

  it('refuses a signed-in non-administrator with 403 and an anonymous caller with 401', async () => {
    const me = await createUser(t.ctx, { roles: ['doctor'] });
    const refused = await listUsers('isDownload=true', me.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', statusCode: 403, message: MESSAGES.forbidden });
    const anonymous = await listUsers('isDownload=true');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 'error', statusCode: 401, message: MESSAGES.signInRequired });
  });
});

describe('POST /searchuser', () => {
  const search = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/searchuser', payload, headers });

  it('finds doctors by name and returns summaries without e-mail or phone (patients: see visibility.test.ts)', async () => {
    const me = await createUser(t.ctx);
    const word = tag();
    const { verifiedDoctor, unverifiedDoctor } = await cast(word);
    const res = await search({ keyword: word.toLowerCase() }, me.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', statusCode: 200, totalCountOfRecords: 2 });
    expect(idsOf(body)).toEqual([unverifiedDoctor.user.id, verifiedDoctor.user.id]);
    expect(body.data[0]).toEqual({
      _id: unverifiedDoctor.user.id,
      name: { first_name: 'Umar', last_name: word, middle_name: '' },
      fullName: `Umar ${word}`,
      profile_image_url: null,
      roles: ['doctor'],
      occupation: null,
      profileVerificationStatus: 0,
    });
    for (const user of body.data) {
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('phone');
    }
  });

  it('filters by roles and pages', async () => {
    const me = await createUser(t.ctx);
    const word = tag();
    const { verifiedDoctor } = await cast(word);
    const res = await search({ keyword: word, roles: ['doctor'], limit: 1, offset: 1 }, me.auth);
    expect(res.json().totalCountOfRecords).toBe(2);
    expect(idsOf(res.json())).toEqual([verifiedDoctor.user.id]);
  });

  it('never matches e-mail addresses', async () => {
    const me = await createUser(t.ctx);
    const word = tag();
    await person('Eve', 'Hidden', { email: uniqueEmail(word) });
    const res = await search({ keyword: word }, me.auth);
    expect(res.json()).toMatchObject({ data: [], totalCountOfRecords: 0 });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await search({ keyword: 'a' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.signInRequired);
  });
});
