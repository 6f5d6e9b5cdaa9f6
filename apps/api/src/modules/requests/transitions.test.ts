import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_STATUSES, REPORT_REASONS, REQUEST_MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createAdmin,
  createOrganization,
  createRequest,
  createUser,
  type TestUser,
} from '../../../test/factories';
import { activityLog } from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: string, payload: object, user?: TestUser) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/donationRequest/${id}`, payload, headers: user?.auth ?? {} });
const get = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/v1/donationRequest/${id}`, headers: user?.auth ?? {} });
const remove = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/donationRequest/${id}`, headers: user?.auth ?? {} });
const assign = (id: string, doctors: TestUser[], user: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/assignDoctors/${id}`,
    headers: user.auth,
    payload: { assignedDoctors: doctors.map((doctor) => doctor.user.id) },
  });

/** The refusal: its status and exact message in the error envelope. */
async function expectRefused(res: Awaited<ReturnType<typeof put>>, statusCode: number, message: string) {
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toMatchObject({ status: 'error', statusCode, message });
}

async function actionsOn(requestId: string) {
  await t.ctx.events.settled();
  const rows = await t.ctx.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.subjectId, requestId))
    .orderBy(asc(activityLog.createdAt));
  return rows.map((row) => [row.category, row.action, row.userId]);
}

async function people() {
  return {
    patient: await createUser(t.ctx, { roles: ['patient'] }),
    doctor: await createUser(t.ctx, { roles: ['doctor'] }),
    otherDoctor: await createUser(t.ctx, { roles: ['doctor'] }),
    admin: await createAdmin(t.ctx),
  };
}

describe('editing a request', () => {
  it('lets the creator and administrators edit the fields', async () => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient, { status: 0 });
    const res = await put(
      request.id,
      { title: 'New title', description: 'New text', brief: '', units: 'usd' },
      patient,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 200,
      message: REQUEST_MESSAGES.requestUpdated,
      data: { title: 'New title', description: 'New text', brief: null, units: 'usd', status: 0 },
    });
    expect((await put(request.id, { isPrivate: true }, admin)).json().data.isPrivate).toBe(true);
    expect(await actionsOn(request.id)).toEqual([
      ['Donation Request', 'request.updated', patient.user.id],
      ['Donation Request', 'request.updated', admin.user.id],
    ]);
  });

  it('refuses anyone else, an empty change, a mix of changes and an invalid field', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    await expectRefused(
      await put(request.id, { title: 'Mine now' }, doctor),
      403,
      REQUEST_MESSAGES.onlyOwnerEdits,
    );
    await expectRefused(await put(request.id, {}, patient), 400, REQUEST_MESSAGES.nothingToUpdate);
    await expectRefused(
      await put(request.id, { title: 'x', acceptanceStatus: 1 }, patient),
      400,
      REQUEST_MESSAGES.oneChangeAtATime,
    );
    await expectRefused(await put(request.id, { title: ' ' }, patient), 400, REQUEST_MESSAGES.titleRequired);
    await expectRefused(await put(request.id, { title: 'x' }), 401, 'Please sign in to continue.');
  });

  it('moves a request to a facility only when the creator may use it, and clears it with null', async () => {
    const { patient } = await people();
    const request = await createRequest(t.ctx, patient);
    const unverified = await createOrganization(t.ctx, undefined, { status: 0 });
    const verified = await createOrganization(t.ctx);
    const refused = await put(request.id, { orgId: unverified.id }, patient);
    await expectRefused(refused, 400, REQUEST_MESSAGES.unknownFacility);
    expect(refused.json().errors).toEqual([{ path: 'orgId', message: REQUEST_MESSAGES.unknownFacility }]);
    expect((await put(request.id, { orgId: verified.id }, patient)).json().data.orgId).toBe(verified.id);
    expect((await put(request.id, { orgId: null }, patient)).json().data.orgId).toBeNull();
  });
});

describe('a doctor accepts or rejects (docs/request-states.md#visibility)', () => {
  it('accepts an approved, undecided patient request; the doctor is then on the request', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    const res = await put(request.id, { acceptanceStatus: 1 }, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: REQUEST_MESSAGES.requestUpdated,
      data: {
        acceptanceStatus: 1,
        status: 1,
        assignedDoctors: [{ _id: doctor.user.id, acceptanceStatus: 1 }],
      },
    });
    expect(await actionsOn(request.id)).toEqual([['Donation Request', 'request.accepted', doctor.user.id]]);
  });

  it('rejects one (numbers may come as strings); it then leaves the doctors’ feed but not the patient’s', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    const res = await put(request.id, { acceptanceStatus: '-1' }, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      acceptanceStatus: -1,
      assignedDoctors: [{ acceptanceStatus: -1 }],
    });
    const feed = (user: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/donationRequest?user_id=${patient.user.id}`,
        headers: user.auth,
      });
    expect((await feed(doctor)).json().totalCountOfRecords).toBe(0);
    expect((await feed(patient)).json<{ data: { _id: string }[] }>().data.map((r) => r._id)).toEqual([
      request.id,
    ]);
    expect(await actionsOn(request.id)).toEqual([['Donation Request', 'request.rejected', doctor.user.id]]);
  });

  it('refuses callers who are not doctors', async () => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    await expectRefused(
      await put(request.id, { acceptanceStatus: 1 }, admin),
      403,
      REQUEST_MESSAGES.onlyDoctorsDecide,
    );
    await expectRefused(
      await put(request.id, { acceptanceStatus: 1 }, patient),
      403,
      REQUEST_MESSAGES.onlyDoctorsDecide,
    );
  });

  it('refuses a doctor’s campaign, a request not approved, and one already decided', async () => {
    const { patient, doctor, otherDoctor, admin } = await people();
    const campaign = await createRequest(t.ctx, otherDoctor);
    await expectRefused(
      await put(campaign.id, { acceptanceStatus: 1 }, doctor),
      409,
      REQUEST_MESSAGES.onlyPatientRequestsDecided,
    );
    const fulfilled = await createRequest(t.ctx, patient, { status: 2 });
    await expectRefused(
      await put(fulfilled.id, { acceptanceStatus: 1 }, doctor),
      409,
      REQUEST_MESSAGES.decideOnlyApproved,
    );
    const pending = await createRequest(t.ctx, patient, { status: 0 });
    expect((await assign(pending.id, [doctor], admin)).statusCode).toBe(200);
    await expectRefused(
      await put(pending.id, { acceptanceStatus: -1 }, doctor),
      409,
      REQUEST_MESSAGES.decideOnlyApproved,
    );
    const request = await createRequest(t.ctx, patient);
    expect((await put(request.id, { acceptanceStatus: 1 }, doctor)).statusCode).toBe(200);
    for (const decider of [otherDoctor, doctor]) {
      await expectRefused(
        await put(request.id, { acceptanceStatus: -1 }, decider),
        409,
        REQUEST_MESSAGES.alreadyDecided,
      );
    }
  });

  it('leaves an assigned request to its doctors, and never lets a creator decide their own', async () => {
    const { patient, doctor, otherDoctor, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    expect((await assign(request.id, [doctor], admin)).statusCode).toBe(200);
    await expectRefused(
      await put(request.id, { acceptanceStatus: 1 }, otherDoctor),
      403,
      REQUEST_MESSAGES.assignedToOtherDoctor,
    );
    expect((await put(request.id, { acceptanceStatus: 1 }, doctor)).json().data.assignedDoctors).toEqual([
      expect.objectContaining({ _id: doctor.user.id, acceptanceStatus: 1 }),
    ]);

    const both = await createUser(t.ctx, { roles: ['patient', 'doctor'] });
    const own = await createRequest(t.ctx, both, { creatorType: 'patient' });
    await expectRefused(
      await put(own.id, { acceptanceStatus: 1 }, both),
      403,
      REQUEST_MESSAGES.cannotDecideOwnRequest,
    );
  });

  it('validates the decision', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    await expectRefused(
      await put(request.id, { acceptanceStatus: 0 }, doctor),
      400,
      'acceptanceStatus must be 1 (accept) or -1 (reject)',
    );
  });
});

describe('treatment by the accepting doctor (docs/request-states.md#doctors-decision)', () => {
  it('goes to in progress (3) and completed (4)', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    await put(request.id, { acceptanceStatus: 1 }, doctor);
    const inProgress = await put(request.id, { requestStatusByDoctor: '3' }, doctor);
    expect(inProgress.statusCode).toBe(200);
    expect(inProgress.json()).toMatchObject({
      message: REQUEST_MESSAGES.requestUpdated,
      data: { requestStatusByDoctor: '3' },
    });
    expect(
      (await put(request.id, { requestStatusByDoctor: 4 }, doctor)).json().data.requestStatusByDoctor,
    ).toBe('4');
    expect(await actionsOn(request.id)).toEqual([
      ['Donation Request', 'request.accepted', doctor.user.id],
      ['Donation Request', 'request.treatment_updated', doctor.user.id],
      ['Donation Request', 'request.treatment_updated', doctor.user.id],
    ]);
  });

  it('refuses other doctors, an assigned doctor who has not accepted, and a fulfilled request', async () => {
    const { patient, doctor, otherDoctor, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    expect((await assign(request.id, [doctor], admin)).statusCode).toBe(200);
    await expectRefused(
      await put(request.id, { requestStatusByDoctor: '3' }, doctor),
      403,
      REQUEST_MESSAGES.onlyAcceptingDoctorTreats,
    );
    await put(request.id, { acceptanceStatus: 1 }, doctor);
    await expectRefused(
      await put(request.id, { requestStatusByDoctor: '3' }, otherDoctor),
      403,
      REQUEST_MESSAGES.onlyAcceptingDoctorTreats,
    );
    expect((await put(request.id, { status: 2 }, admin)).statusCode).toBe(200);
    await expectRefused(
      await put(request.id, { requestStatusByDoctor: '4' }, doctor),
      409,
      REQUEST_MESSAGES.treatmentOfFulfilled,
    );
  });

  it('accepts only the codes 3 and 4', async () => {
    const { patient, doctor } = await people();
    const request = await createRequest(t.ctx, patient);
    await expectRefused(
      await put(request.id, { requestStatusByDoctor: '5' }, doctor),
      400,
      "requestStatusByDoctor must be '3' (treatment in progress) or '4' (treatment completed)",
    );
  });
});

describe('reporting (status -3 with a reason of docs/api-contract.md#messages)', () => {
  it.each(REPORT_REASONS)(
    'files the reason "%s" for review and thanks the reporter; the request stays as it was',
    async (reason) => {
      const { patient, doctor } = await people();
      const request = await createRequest(t.ctx, patient);
      const res = await put(request.id, { status: -3, flagReason: reason }, doctor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        message:
          'Thanks for letting us know. Your feedback is important in helping us keep the community safe.',
        data: { status: 1, flagReason: null, abilities: { report: false } },
      });
      expect((await get(request.id, doctor)).json().data).toMatchObject({ status: 1, flagReason: null });
      expect((await get(request.id, patient)).json().data).toMatchObject({ status: 1, flagReason: null });
      expect(await actionsOn(request.id)).toEqual([['Donation Request', 'request.reported', doctor.user.id]]);
    },
  );

  it('refuses a report without a reason of the list, a second report and signed-out visitors', async () => {
    const { patient, doctor } = await people();
    const campaign = await createRequest(t.ctx, doctor);
    for (const payload of [{ status: -3 }, { status: -3, flagReason: 'Boring' }]) {
      const res = await put(campaign.id, payload, patient);
      await expectRefused(res, 400, REQUEST_MESSAGES.reportReasonRequired);
      expect(res.json().errors).toEqual([
        { path: 'flagReason', message: REQUEST_MESSAGES.reportReasonRequired },
      ]);
    }
    await expectRefused(
      await put(campaign.id, { status: -3, flagReason: 'Scam or fraud' }),
      401,
      'Please sign in to continue.',
    );
    expect((await put(campaign.id, { flagReason: 'Scam or fraud' }, patient)).json().data.status).toBe(1);
    await expectRefused(
      await put(campaign.id, { status: -3, flagReason: 'False information' }, patient),
      409,
      REQUEST_MESSAGES.alreadyReportedByYou,
    );
    await expectRefused(
      await put(campaign.id, { status: -3, flagReason: 'False information' }, doctor),
      403,
      REQUEST_MESSAGES.cannotReportOwn,
    );
  });

  it('refuses a report of a request an administrator already marked as spam', async () => {
    const { patient, doctor } = await people();
    const campaign = await createRequest(t.ctx, doctor, { status: -3, flagReason: 'Scam or fraud' });
    await expectRefused(
      await put(campaign.id, { status: -3, flagReason: 'Scam or fraud' }, doctor),
      409,
      REQUEST_MESSAGES.alreadyReported,
    );
    expect((await put(campaign.id, { status: -3, flagReason: 'Scam or fraud' }, patient)).statusCode).toBe(
      404,
    );
  });

  it('refuses any other status from someone who is not an administrator', async () => {
    const { patient } = await people();
    const request = await createRequest(t.ctx, patient);
    for (const status of [1, 2, -9]) {
      await expectRefused(
        await put(request.id, { status }, patient),
        403,
        REQUEST_MESSAGES.onlyAdminsSetStatus,
      );
    }
  });
});

describe('moderation by administrators', () => {
  it.each(MODERATION_STATUSES)('sets status %i', async (status) => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient, { status: status === 1 ? 0 : 1 });
    const res = await put(request.id, { status }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: REQUEST_MESSAGES.requestUpdated, data: { status } });
    expect(await actionsOn(request.id)).toEqual([
      ['Donation Request', status === -9 ? 'request.deleted' : 'request.status_changed', admin.user.id],
    ]);
  });

  it('refuses the statuses nobody sets by hand and unknown codes', async () => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    for (const status of [0, 3, 4, 5, 6, 7, -2, -7, -10]) {
      const res = await put(request.id, { status }, admin);
      await expectRefused(res, 400, REQUEST_MESSAGES.statusNotSettable);
      expect(res.json().errors).toEqual([{ path: 'status', message: REQUEST_MESSAGES.statusNotSettable }]);
    }
    await expectRefused(await put(request.id, { status: 8 }, admin), 400, REQUEST_MESSAGES.invalidStatus);
  });

  it('approving a reported request clears its reason', async () => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient, { status: -3, flagReason: 'Scam or fraud' });
    expect((await put(request.id, { status: 1 }, admin)).json().data).toMatchObject({
      status: 1,
      flagReason: null,
    });
  });
});

describe('DELETE /donationRequest/{id}', () => {
  it('lets the creator delete (status -9); the request is then gone for them, kept for administrators', async () => {
    const { patient, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    const res = await remove(request.id, patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: REQUEST_MESSAGES.requestDeleted,
      data: { _id: request.id },
    });
    expect((await get(request.id, patient)).statusCode).toBe(404);
    expect((await get(request.id, admin)).json().data.status).toBe(-9);
    expect((await remove(request.id, admin)).statusCode).toBe(404);
    expect(await actionsOn(request.id)).toEqual([['Donation Request', 'request.deleted', patient.user.id]]);
  });

  it('lets an administrator delete; refuses others (404 when they cannot even see it)', async () => {
    const { patient, doctor, admin } = await people();
    const request = await createRequest(t.ctx, patient);
    await expectRefused(await remove(request.id, doctor), 403, REQUEST_MESSAGES.onlyOwnerDeletes);
    const stranger = await createUser(t.ctx, { roles: ['patient'] });
    await expectRefused(await remove(request.id, stranger), 404, 'Not found');
    await expectRefused(await remove(request.id), 401, 'Please sign in to continue.');
    expect((await remove(request.id, admin)).statusCode).toBe(200);
  });
});
