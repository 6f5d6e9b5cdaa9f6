import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ONBOARDING_MESSAGES, PROFILE_VERIFICATION } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { post, signIn } from '../../../test/auth-helpers';
import { createAdmin, createUser, lastMailTo, uniqueEmail, uniquePhone } from '../../../test/factories';
import { activityLog, doctorSpecializations, otps, users } from '../../platform/db/schema';
import { PASSWORD_SETUP_PURPOSE } from './accounts';

const t = useTestApp();
const NEW_PASSWORD = 'Chosen@2024';

async function specialty(): Promise<string> {
  const name = `Neurology ${randomUUID().slice(0, 8)}`;
  await t.ctx.db.insert(doctorSpecializations).values({ name });
  return name;
}

const address = {
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  zip_code: '411001',
};
const name = { first_name: 'Meera', last_name: 'Iyer', middle_name: '' };

async function doctorBody(overrides: Record<string, unknown> = {}) {
  return {
    roles: 'doctor',
    name,
    email: uniqueEmail('doctor'),
    phone: uniquePhone(),
    gender: 'f',
    salutation: 'dr',
    title: 'MBBS, MD (Neurology)',
    yearsOfExperience: 9,
    specialties: [await specialty()],
    address,
    ...overrides,
  };
}

const patientBody = (overrides: Record<string, unknown> = {}) => ({
  roles: 'patient',
  name,
  email: uniqueEmail('patient'),
  phone: uniquePhone(),
  gender: 'f',
  address,
  ...overrides,
});

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  roles: 'facility',
  name,
  email: uniqueEmail('contact'),
  phone: uniquePhone(),
  gender: 'm',
  ...overrides,
});

/** A valid US number nobody holds yet (New York 212, exchanges 200-999). */
function usPhone(): string {
  const exchange = 200 + Math.floor(Math.random() * 800);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `+1 212 ${exchange} ${line}`;
}

async function addAsAdmin(body: object) {
  const admin = await createAdmin(t.ctx);
  return { admin, res: await post(t, '/user/add', body, admin.auth) };
}

/** The token of the newest set-password link mailed to an address. */
async function mailedToken(email: string): Promise<string> {
  const mail = await lastMailTo(t.ctx, email);
  const match = mail?.text.match(/\/set-password#(\S+)/);
  if (!match) throw new Error(`no set-password link was mailed to ${email}`);
  expect(mail?.text).toContain(`${t.ctx.config.publicUrl}/set-password#`);
  return match[1];
}

async function activityOf(subjectId: string) {
  await t.ctx.events.settled();
  const rows = await t.ctx.db.select().from(activityLog).where(eq(activityLog.subjectId, subjectId));
  return rows.map((row) => ({ category: row.category, action: row.action, userId: row.userId }));
}

describe('POST /user/add', () => {
  it('creates a verified doctor, e-mails a working set-password link and logs the administrator', async () => {
    const body = await doctorBody();
    const { admin, res } = await addAsAdmin(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: ONBOARDING_MESSAGES.doctorSubmitted,
      data: {
        roles: ['doctor'],
        email: body.email,
        phone: body.phone,
        email_verified: false,
        sourceOfSignup: 'talhospitals',
        profileVerificationStatus: PROFILE_VERIFICATION.verified,
        specialities: body.specialties,
        educationalQualification: body.title,
        salutation: 'dr',
        address: { city: 'Pune', state: 'Maharashtra', country: 'India' },
      },
    });
    expect(res.headers['cache-control']).toContain('no-store');
    const id: string = res.json().data._id;
    expect(await activityOf(id)).toEqual([
      { category: 'Administration', action: 'onboarding.user_added', userId: admin.user.id },
    ]);

    // Nobody can sign in before the password is chosen through the link.
    expect((await post(t, '/login', { account: body.email, password: '' })).statusCode).toBe(400);
    expect((await post(t, '/login', { account: body.email, password: NEW_PASSWORD })).statusCode).toBe(401);

    const token = await mailedToken(body.email);
    const set = await post(t, '/user/setPassword', { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ status: 'success', message: ONBOARDING_MESSAGES.passwordSet });
    const login = await post(t, '/login', { account: body.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ _id: id, email_verified: true });
    expect(await activityOf(id)).toContainEqual({
      category: 'Auth',
      action: 'onboarding.password_set',
      userId: id,
    });
  });

  it('creates a patient with their address', async () => {
    const body = patientBody();
    const { res } = await addAsAdmin(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: ONBOARDING_MESSAGES.patientSubmitted,
      data: { roles: ['patient'], address: { line1: '12 MG Road', zip_code: '411001' } },
    });
    expect(await mailedToken(body.email)).toContain(`${res.json().data._id}.`);
  });

  it("creates a hospital's contact person (Add Hospital step 1)", async () => {
    const body = contactBody();
    const { res } = await addAsAdmin(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: ONBOARDING_MESSAGES.hospitalStep1Submitted,
      data: { roles: ['facilities'], email: body.email, gender: 'm' },
    });
  });

  it('is for administrators only', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const body = patientBody();
    const refused = await post(t, '/user/add', body, doctor.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    expect((await post(t, '/user/add', body)).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('answers 409 with field errors when the e-mail or the phone is linked to another account', async () => {
    const existing = await createUser(t.ctx, { phone: uniquePhone() });
    const emailTaken = await addAsAdmin(patientBody({ email: existing.user.email.toUpperCase() }));
    expect(emailTaken.res.statusCode).toBe(409);
    expect(emailTaken.res.json()).toMatchObject({
      message: MESSAGES.emailTaken,
      errors: [{ path: 'email', message: MESSAGES.emailTaken }],
    });
    const phoneTaken = await addAsAdmin(await doctorBody({ phone: existing.user.phone }));
    expect(phoneTaken.res.statusCode).toBe(409);
    expect(phoneTaken.res.json()).toMatchObject({
      message: MESSAGES.phoneTaken,
      errors: [{ path: 'phone', message: MESSAGES.phoneTaken }],
    });
    const both = await addAsAdmin(contactBody({ email: existing.user.email, phone: existing.user.phone }));
    expect(both.res.json().errors).toEqual([
      { path: 'email', message: MESSAGES.emailTaken },
      { path: 'phone', message: MESSAGES.phoneTaken },
    ]);
  });

  it('requires the names, e-mail and phone with the SPEC messages', async () => {
    const { res } = await addAsAdmin({
      roles: 'patient',
      name: { first_name: ' ', last_name: '' },
      email: '',
      phone: '',
      address,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name.first_name', message: MESSAGES.fieldRequired },
        { path: 'name.last_name', message: MESSAGES.fieldRequired },
        { path: 'email', message: MESSAGES.fieldRequired },
        { path: 'phone', message: MESSAGES.fieldRequired },
      ]),
    );
  });

  it('refuses an invalid e-mail and phone numbers outside India and the US, or too long', async () => {
    const invalid = await addAsAdmin(patientBody({ email: 'meera@', phone: '+447911123456' }));
    expect(invalid.res.json().errors).toEqual([
      { path: 'email', message: MESSAGES.invalidEmail },
      { path: 'phone', message: MESSAGES.invalidPhoneNumber },
    ]);
    // 16 characters: a patient's limit, one more than a doctor's.
    const spaced = '+91 98765 432 10';
    const doctor = await addAsAdmin(await doctorBody({ phone: spaced }));
    expect(doctor.res.json().errors).toEqual([{ path: 'phone', message: MESSAGES.invalidPhoneNumber }]);
    const patient = await addAsAdmin(patientBody({ phone: '+91 99887 766 55' }));
    expect(patient.res.statusCode).toBe(201);
    expect(patient.res.json().data.phone).toBe('+919988776655');
    const american = await addAsAdmin(contactBody({ phone: usPhone() }));
    expect(american.res.statusCode).toBe(201);
  });

  it("requires a doctor's salutation, educational details, experience, a specialty and address", async () => {
    const { res } = await addAsAdmin(
      await doctorBody({
        salutation: 'mr',
        title: '',
        yearsOfExperience: '',
        specialties: [],
        address: { city: '', state: ' ', country: '' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'salutation', message: MESSAGES.fieldRequired },
        { path: 'title', message: MESSAGES.fieldRequired },
        { path: 'yearsOfExperience', message: MESSAGES.fieldRequired },
        { path: 'specialties', message: MESSAGES.fieldRequired },
        { path: 'address.city', message: MESSAGES.fieldRequired },
        { path: 'address.state', message: MESSAGES.fieldRequired },
        { path: 'address.country', message: MESSAGES.fieldRequired },
      ]),
    );
    for (const years of [-1, 2.5, 81, 'ten']) {
      const refused = await addAsAdmin(await doctorBody({ yearsOfExperience: years }));
      expect(refused.res.json().errors).toEqual([
        {
          path: 'yearsOfExperience',
          message: years === 'ten' ? MESSAGES.fieldRequired : ONBOARDING_MESSAGES.yearsOfExperience,
        },
      ]);
    }
    const asText = await addAsAdmin(await doctorBody({ yearsOfExperience: '0' }));
    expect(asText.res.statusCode).toBe(201);
  });

  it("requires a patient's address", async () => {
    const { res } = await addAsAdmin(patientBody({ address: { city: 'Pune' } }));
    expect(res.json().errors).toEqual([
      { path: 'address.state', message: MESSAGES.fieldRequired },
      { path: 'address.country', message: MESSAGES.fieldRequired },
    ]);
  });

  it('refuses specialties the catalogue does not hold', async () => {
    const body = await doctorBody({ specialties: ['Astrology'] });
    const { res } = await addAsAdmin(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'specialties', message: 'Please choose the specialties from the list.' },
    ]);
    expect(await lastMailTo(t.ctx, body.email)).toBeNull();
  });

  it('refuses roles an administrator does not onboard this way', async () => {
    const { res } = await addAsAdmin(contactBody({ roles: 'admin' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('Add Hospital', () => {
  it('step 1 makes the contact person, step 2 the hospital they own; a taken name is a 409', async () => {
    const admin = await createAdmin(t.ctx);
    const step1 = await post(t, '/user/add', contactBody(), admin.auth);
    expect(step1.statusCode).toBe(201);
    const userId: string = step1.json().data._id;
    const orgName = `Lakeside ${randomUUID().slice(0, 8)}`;
    const hospital = {
      orgName,
      orgType: 'clinic',
      orgAddress: { city: 'Kochi', state: 'Kerala', country: 'India' },
      websiteUrl: 'lakeside.example',
      sourceOfCreation: 'talhospitals',
      userId,
    };
    const step2 = await post(t, '/organization', hospital, admin.auth);
    expect(step2.statusCode).toBe(201);
    expect(step2.json().data).toMatchObject({ orgName, status: 1, websiteUrl: 'http://lakeside.example' });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/org/user/${userId}`,
      headers: admin.auth,
    });
    expect(mine.json().data).toEqual([expect.objectContaining({ orgName })]);
    const again = await post(t, '/organization', { ...hospital, orgName: orgName.toUpperCase() }, admin.auth);
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /user/setPassword', () => {
  async function onboarded() {
    const body = patientBody();
    const { res } = await addAsAdmin(body);
    return { id: res.json().data._id as string, email: body.email, token: await mailedToken(body.email) };
  }

  it('works once', async () => {
    const { token } = await onboarded();
    expect((await post(t, '/user/setPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await post(t, '/user/setPassword', { token, password: 'Other@2024' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ONBOARDING_MESSAGES.setupLinkInvalid });
  });

  it('refuses a wrong or malformed token', async () => {
    const { id, token } = await onboarded();
    for (const wrong of [
      `${id}.${'x'.repeat(43)}`,
      token.slice(0, -1),
      'not-a-token',
      `${randomUUID()}.abc`,
    ]) {
      const res = await post(t, '/user/setPassword', { token: wrong, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: ONBOARDING_MESSAGES.setupLinkInvalid });
    }
    // The real link still works after the wrong tries.
    expect((await post(t, '/user/setPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { id, token } = await onboarded();
    await t.ctx.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otps.userId, id), eq(otps.purpose, PASSWORD_SETUP_PURPOSE)));
    const res = await post(t, '/user/setPassword', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ONBOARDING_MESSAGES.setupLinkExpired });
  });

  it('applies the password rules and keeps the link for a better password', async () => {
    const { email, token } = await onboarded();
    const weak = await post(t, '/user/setPassword', { token, password: 'secret' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ path: 'password', message: MESSAGES.passwordCapital });
    expect((await post(t, '/user/setPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(t, email, NEW_PASSWORD)).authorization).toMatch(/^Bearer /);
  });

  it('requires the token', async () => {
    const res = await post(t, '/user/setPassword', { password: NEW_PASSWORD });
    expect(res.json().errors).toEqual([{ path: 'token', message: MESSAGES.fieldRequired }]);
  });
});
