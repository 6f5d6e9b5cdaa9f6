import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, uniquePhone, type TestUser } from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

const t = useTestApp();

const call = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const intake = (overrides: Record<string, unknown> = {}) => ({
  dateOfBirth: '1988-04-12',
  gender: 'f',
  bloodGroup: 'O+',
  heightCm: 162,
  weightKg: 58,
  emergencyContact: { name: 'Ravi Sharma', relationship: 'Husband', phone: uniquePhone() },
  medicalHistory: 'Hypertension since 2019.',
  allergies: ['Penicillin'],
  currentMedication: ['Amlodipine 5 mg once a day'],
  ...overrides,
});

/** A patient with a request that `doctor` accepted, and doctors and patients who have nothing to do with it. */
async function careCircle() {
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, patient);
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/donationRequest/${request.id}`,
        headers: doctor.auth,
        payload: { acceptanceStatus: 1 },
      })
    ).statusCode,
  ).toBe(200);
  const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
  const otherPatient = await createUser(t.ctx, { roles: ['patient'] });
  return { patient, doctor, request, otherDoctor, otherPatient };
}

async function readsLogged(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

describe('POST /patientRegistration', () => {
  it("saves the patient's own intake, and a second save brings it up to date", async () => {
    const { patient } = await careCircle();
    const first = await call('POST', '/patientRegistration', patient, intake());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: PATIENT_MESSAGES.registrationSaved,
      data: {
        userId: patient.user.id,
        dateOfBirth: '1988-04-12',
        allergies: ['Penicillin'],
        bloodGroup: 'O+',
      },
    });
    const second = await call(
      'POST',
      '/patientRegistration',
      patient,
      intake({ allergies: ['Penicillin', 'Latex'] }),
    );
    expect(second.json().data).toMatchObject({
      _id: first.json().data._id,
      allergies: ['Penicillin', 'Latex'],
    });
    expect(await readsLogged(patient.user.id, 'patientRegistration.saved')).toHaveLength(2);
  });

  it.each([
    ['dateOfBirth', { dateOfBirth: '' }, PATIENT_MESSAGES.dateOfBirthRequired],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, PATIENT_MESSAGES.dateOfBirthInFuture],
    ['dateOfBirth', { dateOfBirth: '1850-01-01' }, PATIENT_MESSAGES.dateOfBirthTooOld],
    ['gender', { gender: 'x' }, PATIENT_MESSAGES.genderRequired],
    [
      'emergencyContact.name',
      { emergencyContact: { name: '', phone: '+919876543210' } },
      PATIENT_MESSAGES.emergencyNameRequired,
    ],
    [
      'emergencyContact.phone',
      { emergencyContact: { name: 'A', phone: '12' } },
      PATIENT_MESSAGES.emergencyPhoneInvalid,
    ],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await call('POST', '/patientRegistration', patient, intake(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('lets an administrator register a patient, but nobody else register someone else', async () => {
    const { patient, doctor } = await careCircle();
    const admin = await createAdmin(t.ctx);
    const byAdmin = await call('POST', '/patientRegistration', admin, intake({ userId: patient.user.id }));
    expect(byAdmin.json().data.userId).toBe(patient.user.id);
    const byDoctor = await call('POST', '/patientRegistration', doctor, intake({ userId: patient.user.id }));
    expect(byDoctor.statusCode).toBe(403);
    expect(byDoctor.json().message).toBe(PATIENT_MESSAGES.onlyPatientRegisters);
    expect((await call('POST', '/patientRegistration', undefined, intake())).statusCode).toBe(401);
  });
});

describe('GET /getpatientRegistration', () => {
  it('shows the registration to the patient, the doctor treating them and administrators, and logs each read', async () => {
    const { patient, doctor } = await careCircle();
    const saved = await call('POST', '/patientRegistration', patient, intake());
    const admin = await createAdmin(t.ctx);
    for (const reader of [patient, doctor, admin]) {
      const byUser = await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, reader);
      expect(byUser.statusCode).toBe(200);
      expect(byUser.json().data.medicalHistory).toBe('Hypertension since 2019.');
    }
    const byId = await call('GET', `/getpatientRegistration?id=${saved.json().data._id}`, doctor);
    expect(byId.json().data.userId).toBe(patient.user.id);

    const reads = await readsLogged(patient.user.id, 'patientRegistration.read');
    expect(reads.map((row) => row.userId).sort()).toEqual(
      [patient.user.id, doctor.user.id, admin.user.id, doctor.user.id].sort(),
    );
    expect(reads.every((row) => row.category === 'Medical Record')).toBe(true);
  });

  it('answers 404 to another patient, a doctor not treating them, one who declined, and by id too', async () => {
    const { patient, otherDoctor, otherPatient } = await careCircle();
    const saved = await call('POST', '/patientRegistration', patient, intake());
    const decliner = await createUser(t.ctx, { roles: ['doctor'] });
    const declined = await createRequest(t.ctx, patient);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/donationRequest/${declined.id}`,
      headers: decliner.auth,
      payload: { acceptanceStatus: -1 },
    });
    for (const outsider of [otherDoctor, otherPatient, decliner]) {
      expect(
        (await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, outsider)).statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/getpatientRegistration?id=${saved.json().data._id}`, outsider)).statusCode,
      ).toBe(404);
    }
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`)).statusCode).toBe(401);
    expect(await readsLogged(patient.user.id, 'patientRegistration.read')).toHaveLength(0);
  });

  it('answers an empty registration, not an error, to those who may read it while the patient has not registered', async () => {
    const { patient, doctor, otherDoctor } = await careCircle();
    const admin = await createAdmin(t.ctx);
    for (const reader of [patient, doctor, admin]) {
      const res = await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        statusCode: 200,
        message: PATIENT_MESSAGES.registrationNotFound,
        data: null,
      });
    }
    // Nobody else learns whether the patient registered, and a registration id that names nothing is not found.
    expect(
      (await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, otherDoctor)).statusCode,
    ).toBe(404);
    const unknownId = await call('GET', `/getpatientRegistration?id=${randomUUID()}`, admin);
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().message).toBe(PATIENT_MESSAGES.registrationNotFound);
    expect(await readsLogged(patient.user.id, 'patientRegistration.read')).toHaveLength(0);
  });
});

describe('patient consent', () => {
  const consent = (overrides: Record<string, unknown> = {}) => ({
    scope: 'telemedicine',
    statement: 'I agree to be examined by video call.',
    agreed: true,
    ...overrides,
  });

  it('records a consent, lists it for the care circle, and lets the patient withdraw it once', async () => {
    const { patient, doctor, request, otherDoctor } = await careCircle();
    const given = await call('POST', '/patientConsent', patient, consent({ requestId: request.id }));
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      message: PATIENT_MESSAGES.consentRecorded,
      data: { userId: patient.user.id, scope: 'telemedicine', requestId: request.id, withdrawnAt: null },
    });
    const id: string = given.json().data._id;

    const list = await call('GET', `/getPatientConsents?userId=${patient.user.id}`, doctor);
    expect(list.json<{ data: { _id: string }[] }>().data.map((item) => item._id)).toEqual([id]);
    expect((await call('GET', '/getPatientConsents', patient)).json().totalCountOfRecords).toBe(1);
    expect((await call('GET', `/getPatientConsents?userId=${patient.user.id}`, otherDoctor)).statusCode).toBe(
      404,
    );

    const byDoctor = await call('POST', `/patientConsent/${id}/withdraw`, doctor);
    expect(byDoctor.statusCode).toBe(403);
    expect((await call('POST', `/patientConsent/${id}/withdraw`, otherDoctor)).statusCode).toBe(404);
    const withdrawn = await call('POST', `/patientConsent/${id}/withdraw`, patient);
    expect(withdrawn.json()).toMatchObject({ message: PATIENT_MESSAGES.consentWithdrawn });
    expect(withdrawn.json().data.withdrawnAt).not.toBeNull();
    const again = await call('POST', `/patientConsent/${id}/withdraw`, patient);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PATIENT_MESSAGES.consentAlreadyWithdrawn);

    const actions = (await readsLogged(patient.user.id, 'patientConsent.read')).map((row) => row.userId);
    expect(actions.sort()).toEqual([doctor.user.id, patient.user.id].sort());
  });

  it('needs agreement and a scope, and refuses a request that is not the patient’s own', async () => {
    const { patient } = await careCircle();
    const otherPatient = await createUser(t.ctx, { roles: ['patient'] });
    const theirs = await createRequest(t.ctx, otherPatient);
    const noAgreement = await call('POST', '/patientConsent', patient, consent({ agreed: false }));
    expect(noAgreement.json().errors).toContainEqual({
      path: 'agreed',
      message: PATIENT_MESSAGES.consentMustAgree,
    });
    const noScope = await call('POST', '/patientConsent', patient, consent({ scope: 'everything' }));
    expect(noScope.json().errors).toContainEqual({
      path: 'scope',
      message: PATIENT_MESSAGES.consentScopeRequired,
    });
    const notTheirs = await call('POST', '/patientConsent', patient, consent({ requestId: theirs.id }));
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().errors[0].path).toBe('requestId');
  });
});
