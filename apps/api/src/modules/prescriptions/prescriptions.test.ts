import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_HOSPITAL_NAME, PRESCRIPTION_MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createRequest, createUser, type TestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { activityLog, prescriptions, requestDoctors } from '../../platform/db/schema';

const t = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user?.auth ?? {}, payload });

const A4 = [595.28, 841.89];

/** A patient's request that `doctor` (a cardiologist) accepted, and people who have nothing to do with it. */
async function careCircle() {
  const patient = await createUser(t.ctx, {
    roles: ['patient'],
    name: { first_name: 'Priya', last_name: 'Sharma', middle_name: '' },
  });
  const doctor = await createUser(t.ctx, {
    roles: ['doctor'],
    name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
    occupation: 'Physician',
  });
  const profile = await call('PUT', `/user/${doctor.user.id}`, doctor, {
    specialities: ['Cardiology', 'Internal medicine'],
  });
  expect(profile.statusCode).toBe(200);
  const request = await createRequest(t.ctx, patient, { title: 'Follow-up for high blood pressure' });
  const accepted = await call('PUT', `/donationRequest/${request.id}`, doctor, { acceptanceStatus: 1 });
  expect(accepted.statusCode).toBe(200);
  const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
  const otherPatient = await createUser(t.ctx, { roles: ['patient'] });
  return { patient, doctor, request, otherDoctor, otherPatient };
}

const medicines = [
  { name: 'Amlodipine 5 mg', quantity: '30 tablets', usage: 'One tablet every morning' },
  { name: 'Vitamin B12 500 µg', quantity: '10 tablets', usage: 'One a day, ≤ 10 days' },
];

function prescription(requestId: string, overrides: Record<string, unknown> = {}) {
  return {
    requestId,
    patient: { fullName: 'Priya Sharma', age: 36, gender: 'f' },
    medicines,
    ...overrides,
  };
}

/** The ids of a list response's prescriptions, in order. */
const idsOf = (res: { json: () => { data: { _id: string }[] } }) => res.json().data.map((p) => p._id);

async function logged(action: string, subjectIds: string[]) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, action), inArray(activityLog.subjectId, subjectIds)));
}

describe('POST /cretePrescription', () => {
  it("writes the accepting doctor's prescription with the doctor block from their profile", async () => {
    const { patient, doctor, request } = await careCircle();
    const res = await call(
      'POST',
      '/cretePrescription',
      doctor,
      prescription(request.id, {
        // A client's doctor block is ignored: it comes from the signed-in doctor's profile.
        doctor: { name: 'Someone Else', specialization: 'Surgery', email: 'x@y.z', hospitalName: 'Other' },
        patient: { fullName: 'Priya Sharma', age: '< 1', gender: 'f' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Prescription submitted successfully',
      data: {
        requestId: request.id,
        doctor: {
          name: 'Arjun Rao',
          specialization: 'Cardiology, Internal medicine',
          email: doctor.user.email,
          hospitalName: PRESCRIPTION_HOSPITAL_NAME,
        },
        patient: { fullName: 'Priya Sharma', age: 0, gender: 'f' },
        medicines,
        createdBy: doctor.user.id,
        patientId: patient.user.id,
      },
    });
    const written = await logged('prescription.written', [res.json().data._id]);
    expect(written).toEqual([
      expect.objectContaining({ category: 'Medical Record', userId: doctor.user.id }),
    ]);
    // The log says who and which, never what was prescribed.
    expect(written[0].details).toEqual({ requestId: request.id, patientId: patient.user.id });
  });

  it('gives the three SPEC messages for an empty medicine list', async () => {
    const { doctor, request } = await careCircle();
    const res = await call('POST', '/cretePrescription', doctor, prescription(request.id, { medicines: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Please enter name of medicine' });
    expect(res.json().errors).toEqual([
      { path: 'medicines', message: 'Please enter name of medicine' },
      { path: 'medicines', message: 'Please enter quantity of medicine' },
      { path: 'medicines', message: 'Please enter usage of medicine' },
    ]);
  });

  it.each([
    ['patient.fullName', { fullName: '' }, PRESCRIPTION_MESSAGES.fullNameRequired],
    ['patient.age', { age: '' }, PRESCRIPTION_MESSAGES.ageRequired],
    ['patient.age', { age: 131 }, PRESCRIPTION_MESSAGES.ageInvalid],
    ['patient.gender', { gender: 'x' }, PRESCRIPTION_MESSAGES.genderRequired],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const { doctor, request } = await careCircle();
    const body = prescription(request.id);
    const res = await call('POST', '/cretePrescription', doctor, {
      ...body,
      patient: { ...body.patient, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message }]);
  });

  it('refuses a medicine without its name, quantity or usage', async () => {
    const { doctor, request } = await careCircle();
    const res = await call(
      'POST',
      '/cretePrescription',
      doctor,
      prescription(request.id, { medicines: [{ name: ' ', quantity: '', usage: '' }] }),
    );
    expect(res.json().errors).toEqual([
      { path: 'medicines.0.name', message: 'Please enter name of medicine' },
      { path: 'medicines.0.quantity', message: 'Please enter quantity of medicine' },
      { path: 'medicines.0.usage', message: 'Please enter usage of medicine' },
    ]);
  });

  it('lets only a doctor who accepted the request write: 403 to those who see it, 404 to those who do not', async () => {
    const { patient, request, otherDoctor, otherPatient } = await careCircle();
    const admin = await createAdmin(t.ctx);
    const pending = await createUser(t.ctx, { roles: ['doctor'] });
    await t.ctx.db.insert(requestDoctors).values({ requestId: request.id, doctorId: pending.user.id });
    for (const seesIt of [patient, otherDoctor, pending, admin]) {
      const res = await call('POST', '/cretePrescription', seesIt, prescription(request.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PRESCRIPTION_MESSAGES.onlyAcceptedDoctor);
    }
    // Another patient may not see a patient's request at all, nor a doctor a private one not theirs.
    expect(
      (await call('POST', '/cretePrescription', otherPatient, prescription(request.id))).statusCode,
    ).toBe(404);
    const privateRequest = await createRequest(t.ctx, patient, { isPrivate: true });
    expect(
      (await call('POST', '/cretePrescription', otherDoctor, prescription(privateRequest.id))).statusCode,
    ).toBe(404);
    expect((await call('POST', '/cretePrescription', undefined, prescription(request.id))).statusCode).toBe(
      401,
    );
    expect(
      await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.requestId, request.id)),
    ).toEqual([]);
  });
});

describe('GET /getPrescription', () => {
  it("shows a request's prescriptions, newest first, to its patient, its doctor and admins, and logs each read", async () => {
    const { patient, doctor, request } = await careCircle();
    const first = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;
    const second = (
      await call(
        'POST',
        '/cretePrescription',
        doctor,
        prescription(request.id, { medicines: [medicines[0]] }),
      )
    ).json().data;
    const admin = await createAdmin(t.ctx);
    for (const reader of [patient, doctor, admin]) {
      const res = await call('GET', `/getPrescription?requestId=${request.id}`, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'success', totalCountOfRecords: 2 });
      expect(idsOf(res)).toEqual([second._id, first._id]);
    }
    const reads = await logged('prescription.read', [first._id]);
    expect(reads.map((row) => row.userId).sort()).toEqual(
      [patient.user.id, doctor.user.id, admin.user.id].sort(),
    );
    expect(reads.every((row) => row.category === 'Medical Record')).toBe(true);
  });

  it('answers 404 to another patient, a doctor not on the request, one who declined or is only assigned', async () => {
    const { patient, doctor, request, otherDoctor, otherPatient } = await careCircle();
    const written = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;
    const [decliner, pending] = await Promise.all([
      createUser(t.ctx, { roles: ['doctor'] }),
      createUser(t.ctx, { roles: ['doctor'] }),
    ]);
    await t.ctx.db.insert(requestDoctors).values([
      { requestId: request.id, doctorId: decliner.user.id, acceptance: -1 },
      { requestId: request.id, doctorId: pending.user.id, acceptance: 0 },
    ]);
    for (const stranger of [otherPatient, otherDoctor, decliner, pending]) {
      const res = await call('GET', `/getPrescription?requestId=${request.id}`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', message: PRESCRIPTION_MESSAGES.notFound });
    }
    expect((await call('GET', `/getPrescription?requestId=${request.id}`)).statusCode).toBe(401);
    const unknown = '0190a6c4-1f7e-7b3c-9d2e-000000000000';
    expect((await call('GET', `/getPrescription?requestId=${unknown}`, patient)).statusCode).toBe(404);
    expect(await logged('prescription.read', [written._id])).toEqual([]);
  });

  it('gives an empty list to the patient while nothing is prescribed', async () => {
    const { patient, request } = await careCircle();
    const res = await call('GET', `/getPrescription?requestId=${request.id}`, patient);
    expect(res.json()).toMatchObject({ data: [], totalCountOfRecords: 0 });
  });
});

describe('GET /prescription/{id}/pdf', () => {
  it('prints an A4 portrait PDF with the doctor, the patient, the date and every medicine as text', async () => {
    const { patient, doctor, request } = await careCircle();
    const written = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;
    // Written at 20:00 UTC on 4 March: already 5 March in India.
    await t.ctx.db
      .update(prescriptions)
      .set({ createdAt: new Date('2025-03-04T20:00:00Z') })
      .where(eq(prescriptions.id, written._id));

    const res = await call('GET', `/prescription/${written._id}/pdf?timeZone=Asia/Kolkata`, patient);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { pages, title } = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0].size.map((n) => Number(n.toFixed(2)))).toEqual(A4);
    // NFKC: the font draws the micro sign with the Greek mu's glyph, which a reader extracts as μ.
    const text = pages[0].text.join(' ').normalize('NFKC');
    for (const expected of [
      PRESCRIPTION_HOSPITAL_NAME,
      'Arjun Rao',
      'Cardiology, Internal medicine',
      doctor.user.email,
      'Priya Sharma',
      'Age: 36',
      'Gender: Female',
      'Date: 05-Mar-2025',
      ...medicines.flatMap((m) => [m.name, m.quantity, m.usage]),
    ]) {
      expect(text).toContain(expected.normalize('NFKC'));
    }
    expect(title).toBe('Prescription for Priya Sharma, 05-Mar-2025');

    const utc = await readPdf((await call('GET', `/prescription/${written._id}/pdf`, doctor)).rawPayload);
    expect(utc.pages[0].text.join(' ')).toContain('Date: 04-Mar-2025');
  });

  it('keeps 10 mm margins and repeats the table on new pages for a long list', async () => {
    const { doctor, request } = await careCircle();
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `Medicine number ${i + 1}`,
      quantity: `${i + 1} strips of ten tablets each`,
      usage: `Take one tablet after breakfast and one after dinner for ${i + 1} days, with water`,
    }));
    const written = (
      await call('POST', '/cretePrescription', doctor, prescription(request.id, { medicines: many }))
    ).json().data;
    const res = await call('GET', `/prescription/${written._id}/pdf`, doctor);
    const { pages } = await readPdf(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const margin = 10 * (72 / 25.4);
    for (const page of pages) {
      expect(page.size.map((n) => Number(n.toFixed(2)))).toEqual(A4);
      // Every run of text inside the 10 mm margins (half a point for rounding).
      for (const run of page.runs) {
        expect(run.x).toBeGreaterThanOrEqual(margin - 0.5);
        expect(run.x + run.width).toBeLessThanOrEqual(A4[0] - margin + 0.5);
        expect(run.y).toBeGreaterThanOrEqual(margin - 0.5);
        expect(run.y + run.ascent).toBeLessThanOrEqual(A4[1] - margin + 0.5);
      }
    }
    const text = pages.map((page) => page.text.join(' ')).join(' ');
    for (const medicine of many) expect(text).toContain(medicine.name);
    expect(pages[1].text.slice(0, 5)).toEqual([
      'Prescription for Priya Sharma (continued)',
      '#',
      'Medicine',
      'Quantity',
      'Usage',
    ]);
  });

  it('is printed by the patient, the doctor who wrote it and admins only, and each print is logged', async () => {
    const { patient, doctor, request, otherDoctor, otherPatient } = await careCircle();
    const written = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;
    const colleague = await createUser(t.ctx, { roles: ['doctor'] });
    await t.ctx.db
      .insert(requestDoctors)
      .values({ requestId: request.id, doctorId: colleague.user.id, acceptance: 1 });
    const admin = await createAdmin(t.ctx);
    for (const reader of [patient, doctor, admin]) {
      expect((await call('GET', `/prescription/${written._id}/pdf`, reader)).statusCode).toBe(200);
    }
    // A colleague on the request reads it, but a printout gets medicines dispensed: only its writer prints.
    expect((await call('GET', `/getPrescription?requestId=${request.id}`, colleague)).statusCode).toBe(200);
    for (const stranger of [colleague, otherDoctor, otherPatient]) {
      const res = await call('GET', `/prescription/${written._id}/pdf`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PRESCRIPTION_MESSAGES.notFound);
    }
    expect((await call('GET', `/prescription/${written._id}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/prescription/not-an-id/pdf', patient)).statusCode).toBe(404);
    const bad = await call('GET', `/prescription/${written._id}/pdf?timeZone=Mars/Olympus`, patient);
    expect(bad.statusCode).toBe(400);

    const prints = await logged('prescription.printed', [written._id]);
    expect(prints.map((row) => row.userId).sort()).toEqual(
      [patient.user.id, doctor.user.id, admin.user.id].sort(),
    );
  });
});

describe('GET /prescriptions', () => {
  it("lists a doctor's and a patient's own prescriptions, newest first, paged, with the request's title", async () => {
    const { patient, doctor, request, otherDoctor } = await careCircle();
    const first = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;
    const second = (await call('POST', '/cretePrescription', doctor, prescription(request.id))).json().data;

    const page = await call('GET', '/prescriptions?limit=1&offset=0', doctor);
    expect(page.json()).toMatchObject({ status: 'success', totalCountOfRecords: 2 });
    expect(page.json().data).toEqual([
      expect.objectContaining({ _id: second._id, requestTitle: 'Follow-up for high blood pressure' }),
    ]);
    const next = await call('GET', '/prescriptions?limit=1&offset=1', doctor);
    expect(idsOf(next)).toEqual([first._id]);

    const ofPatient = await call('GET', '/prescriptions', patient);
    expect(idsOf(ofPatient)).toEqual([second._id, first._id]);
    expect((await call('GET', '/prescriptions', otherDoctor)).json()).toMatchObject({
      data: [],
      totalCountOfRecords: 0,
    });
    expect((await call('GET', '/prescriptions')).statusCode).toBe(401);

    const reads = await logged('prescription.read', [first._id, second._id]);
    expect(reads.filter((row) => row.userId === doctor.user.id)).toHaveLength(2);
    expect(reads.filter((row) => row.userId === patient.user.id)).toHaveLength(2);
  });
});
