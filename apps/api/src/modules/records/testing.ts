import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACCEPTANCE_STATUS, RECORD_FILE_FIELD } from '@carenet/shared';
import type { TestApp } from '../../../test/app';
import { multipartFiles, type MultipartFilePart } from '../../../test/documents';
import { createRequest, createUser, type TestUser } from '../../../test/factories';
import { activityLog, files } from '../../platform/db/schema';

/** A patient with a request that `doctor` accepted, and a doctor and a patient who have nothing to do with it. */
export async function careCircle(t: TestApp) {
  const patient = await createUser(t.ctx, { roles: ['patient'] });
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  const request = await createRequest(t.ctx, patient);
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/donationRequest/${request.id}`,
    headers: doctor.auth,
    payload: { acceptanceStatus: ACCEPTANCE_STATUS.accepted },
  });
  expect(accepted.statusCode).toBe(200);
  const otherDoctor = await createUser(t.ctx, { roles: ['doctor'] });
  const otherPatient = await createUser(t.ctx, { roles: ['patient'] });
  return { patient, doctor, otherDoctor, otherPatient };
}

/** POST a multipart upload: the text fields first, then the file (or files, to see them refused). */
export function upload(
  t: TestApp,
  url: string,
  user: TestUser | null,
  file: Omit<MultipartFilePart, 'field'> | Omit<MultipartFilePart, 'field'>[],
  fields: Record<string, string> = {},
) {
  const parts = (Array.isArray(file) ? file : [file]).map((part) => ({ field: RECORD_FILE_FIELD, ...part }));
  const form = multipartFiles(parts, fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...(user?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
}

export function call(
  t: TestApp,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  user?: TestUser | null,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: url.startsWith('/files/') ? url : `/api/v1${url}`,
    headers: user?.auth ?? {},
    payload,
  });
}

/** The activity log's rows of one action about one patient, once the event subscribers are done. */
export async function logged(t: TestApp, patientId: string, action: string) {
  await t.ctx.events.settled();
  return t.ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, patientId), eq(activityLog.action, action)));
}

/** The files stored for a user: what a refused upload must not leave behind. */
export function storedFiles(t: TestApp, ownerId: string) {
  return t.ctx.db.select().from(files).where(eq(files.ownerId, ownerId));
}
