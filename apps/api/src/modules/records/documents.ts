import { RECORD_MESSAGES, documentPropertiesSchema, type DocumentProperties } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { VerifiedUpload } from '../../platform/uploads';
import { assertCanReachPatient } from '../care-team';
import { RECORD_EVENTS } from './events';
import { RECORD_FILE_PURPOSE } from './file-purposes';
import { assertCanChange } from './policy';
import {
  findMedicalRecord,
  insertMedicalRecord,
  selectMedicalRecordsOf,
  updateMedicalRecordRow,
  type MedicalRecordView,
} from './repository';
import { recordPatientAccess, recordPatientChange } from '../patients';

/** The properties sent beside the file, checked by the schema the uploader's form uses. */
function parseProperties(fields: Record<string, string>): DocumentProperties {
  const parsed = documentPropertiesSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/** A document the caller may read; a 404 for anyone else, as for one that does not exist. */
async function readableDocument(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<MedicalRecordView> {
  const view = await findMedicalRecord(ctx.db, id);
  if (!view) throw AppError.notFound(RECORD_MESSAGES.documentNotFound);
  await assertCanReachPatient(ctx, principal, view.record.userId).catch(() => {
    throw AppError.notFound(RECORD_MESSAGES.documentNotFound);
  });
  return view;
}

/**
 * POST /medicalRecords: one document into the caller's own records, as the upload pipeline verified
 * it (its type from its bytes, whole, and named for what it is), kept as uploaded.
 */
export async function uploadDocument(
  ctx: AppContext,
  principal: Principal,
  upload: VerifiedUpload<'document'>,
  ip?: string,
): Promise<MedicalRecordView> {
  const properties = parseProperties(upload.fields);
  const file = await ctx.files.save({
    ownerId: principal.userId,
    purpose: RECORD_FILE_PURPOSE,
    name: upload.name,
    ext: upload.ext,
    contentType: upload.mime,
    bytes: upload.bytes,
  });
  const row = await ctx.events
    .transaction(async (tx, emit) => {
      const inserted = await insertMedicalRecord(tx, {
        userId: principal.userId,
        uploadedBy: principal.userId,
        fileKey: file.key,
        ...properties,
      });
      await recordPatientChange(emit, RECORD_EVENTS.documentUploaded, principal, principal.userId, ip, {
        recordId: inserted.id,
      });
      return inserted;
    })
    .catch(async (err: unknown) => {
      await ctx.files.remove(file.key);
      throw err;
    });
  return { record: row, file };
}

/** GET /medicalRecords?userId: a patient's documents (one's own without userId); each read is logged. */
export async function listDocuments(
  ctx: AppContext,
  principal: Principal,
  userId: string | undefined,
  ip?: string,
): Promise<MedicalRecordView[]> {
  const patientId = userId ?? principal.userId;
  await assertCanReachPatient(ctx, principal, patientId);
  const views = await selectMedicalRecordsOf(ctx.db, patientId);
  await recordPatientAccess(ctx, RECORD_EVENTS.documentsRead, principal, patientId, ip, {
    count: views.length,
  });
  return views;
}

/** PUT /medicalRecords/{id}: new name, note or date, by the one who uploaded it. */
export async function updateDocument(
  ctx: AppContext,
  principal: Principal,
  id: string,
  properties: DocumentProperties,
  ip?: string,
): Promise<MedicalRecordView> {
  const view = await readableDocument(ctx, principal, id);
  assertCanChange(principal, view.record.uploadedBy);
  const updated = await ctx.events.transaction(async (tx, emit) => {
    const row = await updateMedicalRecordRow(tx, view.record.id, properties);
    if (!row) throw AppError.notFound(RECORD_MESSAGES.documentNotFound);
    await recordPatientChange(emit, RECORD_EVENTS.documentUpdated, principal, row.userId, ip, {
      recordId: row.id,
    });
    return row;
  });
  return { record: updated, file: view.file };
}

/** DELETE /medicalRecords/{id}: the file and its record, by the one who uploaded it. */
export async function deleteDocument(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const view = await readableDocument(ctx, principal, id);
  assertCanChange(principal, view.record.uploadedBy);
  const keys = [view.record.fileKey];
  await ctx.events.transaction(async (tx, emit) => {
    // The record goes with its file (ON DELETE CASCADE).
    await ctx.files.forget(keys, tx);
    await recordPatientChange(emit, RECORD_EVENTS.documentDeleted, principal, view.record.userId, ip, {
      recordId: view.record.id,
    });
  });
  await ctx.files.discardBytes(keys);
}
