import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CARE_TEAM_MESSAGES,
  PROFILE_VERIFICATION,
  VERIFICATION_MESSAGES,
  type CareTeamDto,
  type RequestDto,
  type VerificationSubmissionDto,
} from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, lastMailTo, type TestUser } from '../../../test/factories';
import { multipartFile, pdfBytes } from '../../../test/documents';
import { activityLog, donationRequests } from '../../platform/db/schema';

/**
 * The security review's first finding, reproduced and refused: anyone could take the doctor role, accept
 * a patient's request and read the patient's whole history. Now a doctor is verified by an administrator
 * first, and reaches a patient's data only through an active care relationship.
 */
const t = useTestApp({ CARE_ACCESS_GRACE_DAYS: '30' });

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const intake = {
  dateOfBirth: '1990-02-03',
  gender: 'f',
  emergencyContact: { name: 'Asha Rao', relationship: 'Sister', phone: '+919812345678' },
  allergies: ['Penicillin'],
};

/** What a doctor tries on a patient's request and data; each answer's status code, by name. */
async function attempts(doctor: TestUser, patient: TestUser, requestId: string) {
  const res = {
    request: await call('GET', `/donationRequest/${requestId}`, doctor),
    accept: await call('PUT', `/donationRequest/${requestId}`, doctor, { acceptanceStatus: 1 }),
    registration: await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, doctor),
    consents: await call('GET', `/getPatientConsents?userId=${patient.user.id}`, doctor),
    records: await call('GET', `/medicalRecords?userId=${patient.user.id}`, doctor),
    images: await call('GET', `/images?userId=${patient.user.id}`, doctor),
    prescriptions: await call('GET', `/getPrescription?requestId=${requestId}`, doctor),
    meetLinks: await call('GET', `/appointment/googlemeet?requestId=${requestId}`, doctor),
    chat: await call('POST', '/chatRooms', doctor, { requestId }),
  };
  return Object.fromEntries(Object.entries(res).map(([name, answer]) => [name, answer.statusCode]));
}

async function patientWithRequest() {
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  expect((await call('POST', '/patientRegistration', patient, intake)).statusCode).toBe(200);
  const request = await createRequest(t.ctx, patient);
  return { patient, request };
}

async function uploadLicence(doctor: TestUser): Promise<string> {
  const { payload, headers } = multipartFile(
    'file',
    'licence.pdf',
    pdfBytes('Medical licence'),
    'application/pdf',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/documents',
    headers: { ...doctor.auth, ...headers },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.key as string;
}

const doctorDetails = (documentKeys: string[]) => ({
  kind: 'doctor',
  registrationNumber: 'KMC-104233',
  authority: 'Karnataka Medical Council',
  registrationYear: 2012,
  qualifications: ['MBBS', 'MD (General Medicine)'],
  specialties: ['General Medicine'],
  documentKeys,
});

async function activity(subjectId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, subjectId), eq(activityLog.action, action)));
}

describe('a self-made doctor', () => {
  it('is refused everywhere until verified, then cares for the patient only while the relationship lasts', async () => {
    const { patient, request } = await patientWithRequest();
    const admin = await createAdmin(t.ctx);

    // Anyone can take the doctor role: the profile it makes is unverified.
    const self = await createUser(t.ctx, { roles: ['patient'] });
    const picked = await call('PUT', `/user/${self.user.id}`, self, { roles: ['doctor'] });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data).toMatchObject({
      roles: ['patient', 'doctor'],
      profileVerificationStatus: PROFILE_VERIFICATION.notSubmitted,
    });

    // Unverified: the request is out of sight, the patient's data does not exist for them.
    expect(await attempts(self, patient, request.id)).toEqual({
      request: 404,
      accept: 404,
      registration: 404,
      consents: 404,
      records: 404,
      images: 404,
      prescriptions: 404,
      meetLinks: 404,
      chat: 404,
    });
    // A campaign they can see offers them nothing to decide, so nothing to wait for either.
    const campaign = await createRequest(t.ctx, admin, { creatorType: 'doctor' });
    expect((await call('GET', `/donationRequest/${campaign.id}`, self)).json().data.abilities).toMatchObject({
      accept: false,
      awaitingVerification: false,
    });

    // Verifying oneself, or an administrator setting the flag, is refused plainly.
    const selfVerify = await call('PUT', `/user/${self.user.id}`, self, { profileVerificationStatus: 1 });
    expect(selfVerify.statusCode).toBe(403);
    expect(selfVerify.json().message).toBe(VERIFICATION_MESSAGES.onlyAdminsVerify);
    const adminFlag = await call('PUT', `/user/${self.user.id}`, admin, { profileVerificationStatus: 1 });
    expect(adminFlag.statusCode).toBe(400);
    expect(adminFlag.json().errors[0].message).toBe(VERIFICATION_MESSAGES.statusThroughQueue);

    // They submit what a medical council checks, with their licence.
    const key = await uploadLicence(self);
    const submitted = await call('POST', '/verification', self, doctorDetails([key]));
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().message).toBe(VERIFICATION_MESSAGES.submitted);
    const submissionId: string = submitted.json().data._id;
    const mine = (await call('GET', '/verification', self)).json().data;
    expect(mine).toMatchObject({ kind: 'doctor', status: PROFILE_VERIFICATION.pending, canSubmit: false });
    const again = await call('POST', '/verification', self, doctorDetails([key]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VERIFICATION_MESSAGES.alreadyPending);
    // Still pending: still refused.
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, self)).statusCode).toBe(
      404,
    );

    // The queue is the administrators'; they open the licence, nobody else does.
    expect((await call('GET', '/verification/queue', patient)).statusCode).toBe(403);
    const queue: VerificationSubmissionDto[] = (
      await call('GET', '/verification/queue?limit=100', admin)
    ).json().data;
    const queued = queue.find((entry) => entry._id === submissionId);
    expect(queued).toMatchObject({
      registrationNumber: 'KMC-104233',
      authority: 'Karnataka Medical Council',
      documents: [{ key, name: 'licence.pdf', contentType: 'application/pdf' }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/files/${key}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    const stranger = await createUser(t.ctx, { roles: ['doctor'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/files/${key}`, headers: stranger.auth })).statusCode,
    ).toBe(404);

    const approved = await call('POST', `/verification/${submissionId}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: VERIFICATION_MESSAGES.approved,
      data: { status: 'verified' },
    });
    expect((await call('POST', `/verification/${submissionId}/approve`, admin)).statusCode).toBe(409);
    expect((await lastMailTo(t.ctx, self.user.email))?.subject).toBe('Your CareNet verification is approved');
    expect(await activity(self.user.id, 'verification.approved')).toHaveLength(1);

    // Verified: they see the request, accept it, and then reach the patient's data.
    const shown: RequestDto = (await call('GET', `/donationRequest/${request.id}`, self)).json().data;
    expect(shown.abilities).toMatchObject({ accept: true, prescribe: false, awaitingVerification: false });
    const accepted = await call('PUT', `/donationRequest/${request.id}`, self, { acceptanceStatus: 1 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.abilities).toMatchObject({
      accept: false,
      treat: true,
      prescribe: true,
      readPatientRecord: true,
      createMeetLink: true,
      chat: true,
    });
    expect(await attempts(self, patient, request.id)).toMatchObject({
      request: 200,
      registration: 200,
      consents: 200,
      records: 200,
      images: 200,
      prescriptions: 200,
      meetLinks: 200,
      chat: 201,
    });
    expect(await activity(patient.user.id, 'patientRegistration.read')).not.toHaveLength(0);

    // The patient sees who can see their records and why, and ends that doctor's access.
    const team: CareTeamDto = (await call('GET', '/careTeam', patient)).json().data;
    expect(team.members).toEqual([
      expect.objectContaining({
        doctor: expect.objectContaining({ _id: self.user.id }),
        reasons: [expect.objectContaining({ requestId: request.id, title: request.title, endsAt: null })],
        canEnd: true,
      }),
    ]);
    expect((await call('GET', `/careTeam?userId=${patient.user.id}`, self)).statusCode).toBe(404);
    const ended = await call('POST', `/careTeam/${self.user.id}/end`, patient);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ message: CARE_TEAM_MESSAGES.accessEnded, data: { members: [] } });
    expect(await activity(patient.user.id, 'careTeam.accessEnded')).toHaveLength(1);
    const endedAgain = await call('POST', `/careTeam/${self.user.id}/end`, patient);
    expect(endedAgain.statusCode).toBe(404);
    expect(endedAgain.json().message).toBe(CARE_TEAM_MESSAGES.notInCareTeam);

    // After: nothing of the patient's is theirs to read any more.
    expect(await attempts(self, patient, request.id)).toMatchObject({
      registration: 404,
      consents: 404,
      records: 404,
      images: 404,
      prescriptions: 404,
      meetLinks: 404,
      chat: 404,
    });
    const write = await call('POST', '/cretePrescription', self, {
      requestId: request.id,
      patient: { fullName: 'A Patient', age: 30, gender: 'f' },
      medicines: [{ name: 'Paracetamol', quantity: '10', usage: 'After food' }],
    });
    expect(write.statusCode).toBe(403);
  });

  it('a rejected applicant reads the reason and may submit again', async () => {
    const admin = await createAdmin(t.ctx);
    const doctor = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const key = await uploadLicence(doctor);
    const { data } = (await call('POST', '/verification', doctor, doctorDetails([key]))).json();
    const noReason = await call('POST', `/verification/${data._id}/reject`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe(VERIFICATION_MESSAGES.reasonRequired);
    const rejected = await call('POST', `/verification/${data._id}/reject`, admin, {
      reason: 'The registration number does not match the council register.',
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await lastMailTo(t.ctx, doctor.user.email);
    expect(mail?.text).toContain('The registration number does not match the council register.');
    const mine = (await call('GET', '/verification', doctor)).json().data;
    expect(mine).toMatchObject({
      status: PROFILE_VERIFICATION.rejected,
      canSubmit: true,
      latest: { status: 'rejected', reason: 'The registration number does not match the council register.' },
    });
    expect((await call('POST', '/verification', doctor, doctorDetails([key]))).statusCode).toBe(201);
  });

  it('refuses a document that is not the applicant’s own upload', async () => {
    const owner = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const other = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const key = await uploadLicence(owner);
    const res = await call('POST', '/verification', other, doctorDetails([key]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(VERIFICATION_MESSAGES.documentUnknown);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const notClinician = await call('POST', '/verification', patient, doctorDetails([key]));
    expect(notClinician.statusCode).toBe(403);
    expect(notClinician.json().message).toBe(VERIFICATION_MESSAGES.onlyClinicians);
  });

  it('cannot be assigned to a request until verified', async () => {
    const { request } = await patientWithRequest();
    const admin = await createAdmin(t.ctx);
    const unverified = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/assignDoctors/${request.id}`,
      headers: admin.auth,
      payload: { assignedDoctors: [unverified.user.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(VERIFICATION_MESSAGES.doctorNotVerified);
  });
});

describe("an unverified doctor's feed", () => {
  it("is everyone's feed: campaigns, and no patient's request", async () => {
    const admin = await createAdmin(t.ctx);
    const { request } = await patientWithRequest();
    const campaign = await createRequest(t.ctx, admin, {
      creatorType: 'doctor',
      title: `Camp ${request.id}`,
    });
    const unverified = await createUser(t.ctx, { roles: ['doctor'], profileVerificationStatus: 0 });
    const verified = await createUser(t.ctx, { roles: ['doctor'] });
    const idsFor = async (who: TestUser) =>
      ((await call('GET', '/donationRequest?limit=100', who)).json().data as RequestDto[]).map((r) => r._id);
    const unverifiedFeed = await idsFor(unverified);
    expect(unverifiedFeed).toContain(campaign.id);
    expect(unverifiedFeed).not.toContain(request.id);
    expect(await idsFor(verified)).toContain(request.id);
  });
});

describe('a doctor whose verification is withdrawn while a request waits for them', () => {
  it('is told plainly why they cannot decide it, on the request and by the API', async () => {
    const admin = await createAdmin(t.ctx);
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const { request } = await patientWithRequest();
    await call('PUT', `/assignDoctors/${request.id}`, admin, { assignedDoctors: [doctor.user.id] });
    await call('PUT', `/user/${doctor.user.id}`, admin, { profileVerificationStatus: 0 });
    const shown: RequestDto = (await call('GET', `/donationRequest/${request.id}`, doctor)).json().data;
    expect(shown.abilities).toMatchObject({ accept: false, decline: false, awaitingVerification: true });
    const refused = await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFICATION_MESSAGES.awaitingVerification);
  });
});

describe('the care relationship ends by itself', () => {
  async function acceptedBy(doctor: TestUser) {
    const { patient, request } = await patientWithRequest();
    expect(
      (await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 })).statusCode,
    ).toBe(200);
    return { patient, request };
  }

  it('a grace period after treatment is completed', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const { patient, request } = await acceptedBy(doctor);
    expect(
      (await call('PUT', `/donationRequest/${request.id}`, doctor, { requestStatusByDoctor: '4' }))
        .statusCode,
    ).toBe(200);
    const team: CareTeamDto = (await call('GET', '/careTeam', patient)).json().data;
    const endsAt = Date.parse(team.members[0].reasons[0].endsAt ?? '');
    expect(endsAt - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, doctor)).statusCode).toBe(
      200,
    );

    // Thirty-one days later (the completion moved back rather than the clock forward).
    await t.ctx.db
      .update(donationRequests)
      .set({ treatmentCompletedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(donationRequests.id, request.id));
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, doctor)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/careTeam', patient)).json().data.members).toEqual([]);
  });

  it('when the request is closed, and when the doctor loses their verification', async () => {
    const admin = await createAdmin(t.ctx);
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const first = await acceptedBy(doctor);
    expect((await call('PUT', `/donationRequest/${first.request.id}`, admin, { status: 2 })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/medicalRecords?userId=${first.patient.user.id}`, doctor)).statusCode).toBe(
      404,
    );

    const second = await acceptedBy(doctor);
    expect((await call('GET', `/medicalRecords?userId=${second.patient.user.id}`, doctor)).statusCode).toBe(
      200,
    );
    const revoked = await call('PUT', `/user/${doctor.user.id}`, admin, { profileVerificationStatus: -1 });
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', `/medicalRecords?userId=${second.patient.user.id}`, doctor)).statusCode).toBe(
      404,
    );
    expect(await activity(doctor.user.id, 'verification.revoked')).toHaveLength(1);
  });

  it('when the doctor is only assigned, or declined', async () => {
    const admin = await createAdmin(t.ctx);
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const { patient, request } = await patientWithRequest();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/assignDoctors/${request.id}`,
      headers: admin.auth,
      payload: { assignedDoctors: [doctor.user.id] },
    });
    const shown: RequestDto = (await call('GET', `/donationRequest/${request.id}`, doctor)).json().data;
    expect(shown.abilities).toMatchObject({
      accept: true,
      decline: true,
      readPatientRecord: false,
      chat: false,
    });
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, doctor)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: -1 })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/getpatientRegistration?userId=${patient.user.id}`, doctor)).statusCode).toBe(
      404,
    );
  });
});
