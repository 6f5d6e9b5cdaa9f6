import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_MAX_BYTES, RECORD_MESSAGES, UPLOAD_MESSAGES, type MedicalRecordDto } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { docBytes, docxBytes, pdfBytes, pngBytes } from '../../../test/documents';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import {
  gifJavaScriptPolyglot,
  hugePng,
  pngSignatureThenHtml,
  pngThenHtml,
  pngWithHtmlText,
  truncatedPng,
} from '../../../test/images';
import { call, careCircle, logged, storedFiles, upload } from './testing';

const dataDir = path.join(tmpdir(), `carenet-records-${randomUUID()}`);
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const properties = { userGivenName: 'Blood test, March', note: 'Fasting sample', date: '2025-03-14' };

const uploadDocument = (
  user: TestUser | null,
  filename = 'blood-test.pdf',
  bytes = pdfBytes('Haemoglobin 13.2'),
  fields: Record<string, string> = properties,
) => upload(t, '/medicalRecords', user, { filename, bytes }, fields);

async function uploaded(user: TestUser, filename?: string, bytes?: Buffer): Promise<MedicalRecordDto> {
  const res = await uploadDocument(user, filename, bytes);
  expect(res.statusCode).toBe(201);
  return res.json().data as MedicalRecordDto;
}

/** A PDF padded with a comment to exactly `size` bytes. */
const pdfOfSize = (size: number) => {
  const head = pdfBytes();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x25)]);
};

describe('POST /medicalRecords (docs/validation-and-limits.md#clinical Uploader)', () => {
  it("stores a PDF with its name, note and date and answers SPEC's message and docs/api-contract.md#entities-and-field-names fields", async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await uploadDocument(patient);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      statusCode: 201,
      message: 'Document is uploaded succesfully',
      data: {
        userId: patient.user.id,
        uploadedBy: patient.user.id,
        name: 'blood-test.pdf',
        userGivenName: 'Blood test, March',
        note: 'Fasting sample',
        date: '2025-03-14',
        preview: null,
        contentType: 'application/pdf',
      },
    });
    expect(body.data.url).toMatch(/^\/files\/medical-record\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const file = await call(t, 'GET', body.data.url, patient);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdfBytes('Haemoglobin 13.2'));
    expect((await logged(t, patient.user.id, 'medicalRecord.uploaded'))[0]).toMatchObject({
      userId: patient.user.id,
      category: 'Medical Record',
    });
  });

  it('takes Word documents and images, an image with itself as the preview', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    expect((await uploaded(patient, 'letter.doc', docBytes())).contentType).toBe('application/msword');
    expect((await uploaded(patient, 'letter.docx', docxBytes())).name).toBe('letter.docx');
    const scan = await uploaded(patient, 'Scan.PNG', pngBytes());
    expect(scan.preview).toBe(scan.url);
  });

  it('refuses a file whose extension lies about its content, and one of another kind', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const pngAsPdf = await uploadDocument(patient, 'report.pdf', pngBytes());
    expect(pngAsPdf.statusCode).toBe(400);
    expect(pngAsPdf.json()).toMatchObject({
      message: RECORD_MESSAGES.documentNameMismatch,
      errors: [{ path: 'file', message: RECORD_MESSAGES.documentNameMismatch }],
    });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    for (const [filename, bytes] of [
      ['report.pdf', exe],
      ['notes.pdf', Buffer.from('just some text')],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const) {
      const res = await uploadDocument(patient, filename, bytes);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().message).toBe(RECORD_MESSAGES.documentWrongType);
    }
    expect((await call(t, 'GET', '/medicalRecords', patient)).json().data).toEqual([]);
  });

  it('refuses a document over 10 MB with a clear 413, and takes one of exactly 10 MB', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const tooBig = await uploadDocument(patient, 'big.pdf', pdfOfSize(RECORD_MAX_BYTES + 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      status: 'error',
      message: 'The document is larger than 10 MB. Please upload a smaller file.',
    });
    expect((await uploadDocument(patient, 'exact.pdf', pdfOfSize(RECORD_MAX_BYTES))).statusCode).toBe(201);
  });

  it.each([
    ['userGivenName', { ...properties, userGivenName: ' ' }, 'Please name the document.'],
    ['date', { ...properties, date: '2999-01-01' }, RECORD_MESSAGES.dateInFuture],
    ['date', { userGivenName: 'X-ray' }, RECORD_MESSAGES.dateRequired],
  ])('refuses a bad %s with its message', async (field, fields, message) => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await uploadDocument(patient, undefined, undefined, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: field, message });
  });

  it('needs a signed-in caller and a file', async () => {
    expect((await uploadDocument(null)).statusCode).toBe(401);
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/medicalRecords',
      headers: patient.auth,
      payload: properties,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(RECORD_MESSAGES.notMultipart);
  });
});

describe('POST /medicalRecords takes only whole files that are what they say', () => {
  const refusedAs = async (
    patient: TestUser,
    message: string,
    res: Awaited<ReturnType<typeof uploadDocument>>,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message, errors: [{ path: 'file', message }] });
    expect((await call(t, 'GET', '/medicalRecords', patient)).json().data).toEqual([]);
    expect(await storedFiles(t, patient.user.id)).toEqual([]);
  };

  it('refuses a picture that is also a page or a script, or that is cut short, and stores nothing', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const cases: [string, string, Buffer][] = [
      ['the PNG signature followed by HTML', 'scan.png', pngSignatureThenHtml()],
      ['a PNG with a page after its end', 'scan.png', await pngThenHtml()],
      ['a PNG with a page in a text chunk', 'scan.png', await pngWithHtmlText()],
      ['a GIF that is also JavaScript', 'scan.gif', await gifJavaScriptPolyglot()],
      ['a PNG cut short', 'scan.png', await truncatedPng()],
    ];
    for (const [what, filename, bytes] of cases) {
      const res = await uploadDocument(patient, filename, bytes);
      expect(res.statusCode, what).toBe(400);
      await refusedAs(patient, RECORD_MESSAGES.documentUnreadable, res);
    }
  });

  it('refuses a 400-megapixel picture instead of storing it to be shown', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    await refusedAs(
      patient,
      RECORD_MESSAGES.documentUnreadable,
      await uploadDocument(patient, 'huge.png', hugePng()),
    );
  });

  it('refuses a PDF cut short before its end marker', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const pdf = pdfBytes();
    const cut = pdf.subarray(0, pdf.indexOf('%%EOF'));
    await refusedAs(
      patient,
      RECORD_MESSAGES.documentUnreadable,
      await uploadDocument(patient, 'report.pdf', cut),
    );
  });

  it('refuses a file sent with a Content-Type that claims another type', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await upload(
      t,
      '/medicalRecords',
      patient,
      { filename: 'report.pdf', bytes: pdfBytes(), contentType: 'text/html' },
      properties,
    );
    await refusedAs(patient, RECORD_MESSAGES.documentNameMismatch, res);
  });

  it('refuses two files in one request instead of keeping one of them', async () => {
    const patient = await createUser(t.ctx, { roles: ['patient'] });
    const res = await upload(
      t,
      '/medicalRecords',
      patient,
      [
        { filename: 'first.pdf', bytes: pdfBytes('First') },
        { filename: 'second.pdf', bytes: pdfBytes('Second') },
      ],
      properties,
    );
    await refusedAs(patient, UPLOAD_MESSAGES.oneFileAtATime, res);
  });
});

describe('GET /medicalRecords and the files behind them', () => {
  it('shows the documents to the patient, their doctor and administrators, and logs each read', async () => {
    const { patient, doctor } = await careCircle(t);
    const older = await uploaded(patient);
    const newer = await upload(
      t,
      '/medicalRecords',
      patient,
      { filename: 'x-ray.png', bytes: pngBytes() },
      { userGivenName: 'Knee X-ray', date: '2025-05-01' },
    );
    const admin = await createAdmin(t.ctx);
    const own = await call(t, 'GET', '/medicalRecords', patient);
    expect(own.json<{ data: MedicalRecordDto[] }>().data.map((d) => d.userGivenName)).toEqual([
      'Knee X-ray',
      older.userGivenName,
    ]);
    expect(own.json().totalCountOfRecords).toBe(2);
    for (const reader of [doctor, admin]) {
      const res = await call(t, 'GET', `/medicalRecords?userId=${patient.user.id}`, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(2);
    }
    const reads = await logged(t, patient.user.id, 'medicalRecord.read');
    expect(reads.map((row) => row.userId).sort()).toEqual(
      [patient.user.id, doctor.user.id, admin.user.id].sort(),
    );
    expect(reads.every((row) => row.category === 'Medical Record')).toBe(true);

    const byDoctor = await call(t, 'GET', newer.json().data.url, doctor);
    expect(byDoctor.statusCode).toBe(200);
    expect(byDoctor.rawPayload).toEqual(pngBytes());
    const opened = await logged(t, patient.user.id, 'medicalRecord.opened');
    expect(opened.map((row) => row.userId)).toEqual([doctor.user.id]);
  });

  it('answers 404 to another patient and a doctor not treating the patient, and 401 to an anonymous caller', async () => {
    const { patient, otherDoctor, otherPatient } = await careCircle(t);
    const document = await uploaded(patient);
    for (const outsider of [otherDoctor, otherPatient]) {
      expect((await call(t, 'GET', `/medicalRecords?userId=${patient.user.id}`, outsider)).statusCode).toBe(
        404,
      );
      expect((await call(t, 'GET', document.url, outsider)).statusCode).toBe(404);
    }
    expect((await call(t, 'GET', `/medicalRecords?userId=${patient.user.id}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', document.url)).statusCode).toBe(404);
    // An outsider asking for their own list sees only theirs.
    expect((await call(t, 'GET', '/medicalRecords', otherPatient)).json().data).toEqual([]);
  });
});

describe('PUT and DELETE /medicalRecords/{id}: only where editing is allowed (docs/roles-and-permissions.md#who-may-do-what)', () => {
  it("lets the uploader change the properties with SPEC's message", async () => {
    const { patient } = await careCircle(t);
    const document = await uploaded(patient);
    const res = await call(t, 'PUT', `/medicalRecords/${document._id}`, patient, {
      userGivenName: 'Blood test (repeat)',
      note: '',
      date: '2025-03-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Document properties are updated successfully.',
      data: {
        _id: document._id,
        userGivenName: 'Blood test (repeat)',
        note: '',
        date: '2025-03-15',
        url: document.url,
      },
    });
    const bad = await call(t, 'PUT', `/medicalRecords/${document._id}`, patient, {
      userGivenName: '',
      date: '2025-03-15',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please name the document.');
    expect(await logged(t, patient.user.id, 'medicalRecord.updated')).toHaveLength(1);
  });

  it('tells the treating doctor and an administrator they may not change it, and others that it does not exist', async () => {
    const { patient, doctor, otherDoctor, otherPatient } = await careCircle(t);
    const document = await uploaded(patient);
    const admin = await createAdmin(t.ctx);
    for (const reader of [doctor, admin]) {
      const put = await call(t, 'PUT', `/medicalRecords/${document._id}`, reader, properties);
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toBe(RECORD_MESSAGES.onlyUploaderChanges);
      expect((await call(t, 'DELETE', `/medicalRecords/${document._id}`, reader)).statusCode).toBe(403);
    }
    for (const outsider of [otherDoctor, otherPatient]) {
      expect((await call(t, 'PUT', `/medicalRecords/${document._id}`, outsider, properties)).statusCode).toBe(
        404,
      );
      expect((await call(t, 'DELETE', `/medicalRecords/${document._id}`, outsider)).statusCode).toBe(404);
    }
    expect((await call(t, 'DELETE', `/medicalRecords/${document._id}`)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', '/medicalRecords/not-an-id', patient)).statusCode).toBe(404);
  });

  it("deletes the document and its file for the uploader with SPEC's message", async () => {
    const { patient, doctor } = await careCircle(t);
    const document = await uploaded(patient);
    const res = await call(t, 'DELETE', `/medicalRecords/${document._id}`, patient);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'The document is successfully deleted from the database',
    });
    expect((await call(t, 'GET', '/medicalRecords', patient)).json().data).toEqual([]);
    expect((await call(t, 'GET', document.url, patient)).statusCode).toBe(404);
    expect(await t.ctx.storage.get(document.url.slice('/files/'.length))).toBeNull();
    expect((await call(t, 'GET', `/medicalRecords?userId=${patient.user.id}`, doctor)).json().data).toEqual(
      [],
    );
    expect(await logged(t, patient.user.id, 'medicalRecord.deleted')).toHaveLength(1);
  });
});
