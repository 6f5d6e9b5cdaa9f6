import {
  PRESCRIPTION_HOSPITAL_NAME,
  PRESCRIPTION_MESSAGES,
  fullName,
  type CreatePrescription,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Emit } from '../../platform/events';
import type { PrescriptionDoctor, PrescriptionRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { findRequestView, getVisibleRequest } from '../requests';
import { PRESCRIPTION_EVENTS } from './events';
import { renderPrescriptionPdf } from './pdf';
import { assertCanPrint, assertCanRead, assertCanWrite } from './policy';
import { patientsCaredForBy } from '../care-team';
import { presentPrescription } from './presenter';
import {
  findPrescription,
  insertPrescription,
  selectPrescriptionsOfRequest,
  selectPrescriptionsOfUser,
  type PrescriptionPage,
} from './repository';

/** Records who wrote, read or printed which prescription (the activity log subscribes). */
function record(
  emit: Emit,
  type: (typeof PRESCRIPTION_EVENTS)[keyof typeof PRESCRIPTION_EVENTS],
  principal: Principal,
  row: PrescriptionRow,
  ip: string | undefined,
): Promise<void> {
  return emit(
    type,
    { requestId: row.requestId, patientId: row.patientId },
    { actorId: principal.userId, subjectType: 'prescription', subjectId: row.id, ip },
  );
}

/** The reads of a list are recorded together. */
function recordReads(ctx: AppContext, principal: Principal, rows: PrescriptionRow[], ip: string | undefined) {
  return ctx.events.transaction(async (_tx, emit) => {
    for (const row of rows) await record(emit, PRESCRIPTION_EVENTS.read, principal, row, ip);
  });
}

/** docs/roles-and-permissions.md#who-may-do-what: the doctor block comes from the writer's profile, whatever a client sends. */
function doctorBlockOf(user: UserRow): PrescriptionDoctor {
  return {
    name: fullName(user.name),
    specialization: user.details.specialities?.join(', ') || user.occupation || '',
    email: user.email,
    hospitalName: PRESCRIPTION_HOSPITAL_NAME,
  };
}

/**
 * POST /cretePrescription, by a doctor who accepted the request, for the request's patient.
 *
 * A request may hold several prescriptions over time: one is never changed once written (it may
 * already be in a pharmacy's hands), so a changed treatment is a new prescription. The request page
 * lists them newest first, each read-only with Print (docs/screens-and-flows.md#flows).
 */
export async function writePrescription(
  ctx: AppContext,
  principal: Principal,
  body: CreatePrescription,
  ip?: string,
): Promise<PrescriptionRow> {
  // 404 when the caller may not see the request at all; 403 when they see it but may not write.
  const view = await getVisibleRequest(ctx, principal, body.requestId);
  await assertCanWrite(ctx, principal, view);
  return ctx.events.transaction(async (tx, emit) => {
    const row = await insertPrescription(tx, {
      requestId: view.request.id,
      patientId: view.request.createdBy,
      doctorId: principal.userId,
      doctor: doctorBlockOf(principal.user),
      patient: body.patient,
      medicines: body.medicines,
    });
    await record(emit, PRESCRIPTION_EVENTS.written, principal, row, ip);
    return row;
  });
}

/** GET /getPrescription?requestId: the request's prescriptions, newest first; each one read is logged. */
export async function listRequestPrescriptions(
  ctx: AppContext,
  principal: Principal,
  requestId: string,
  ip?: string,
): Promise<PrescriptionRow[]> {
  // Not the feed's visibility: a request closed or removed since keeps its prescriptions readable.
  const view = await findRequestView(ctx.db, requestId, principal.userId);
  if (!view) throw AppError.notFound(PRESCRIPTION_MESSAGES.notFound);
  await assertCanRead(ctx, principal, view);
  const rows = await selectPrescriptionsOfRequest(ctx.db, view.request.id);
  await recordReads(ctx, principal, rows, ip);
  return rows;
}

/** GET /prescriptions: what the caller wrote (a doctor) or was given (a patient), newest first. */
export async function listOwnPrescriptions(
  ctx: AppContext,
  principal: Principal,
  page: { limit: number; offset: number },
  ip?: string,
): Promise<PrescriptionPage> {
  // A doctor's own list keeps only the patients they care for now: after that, not even what they wrote.
  const caredFor = await patientsCaredForBy(ctx, principal);
  const result = await selectPrescriptionsOfUser(ctx.db, principal.userId, page, caredFor);
  await recordReads(ctx, principal, result.rows, ip);
  return result;
}

/** GET /prescription/{id}/pdf: the printable prescription, for its patient, its doctor and admins. */
export async function printPrescription(
  ctx: AppContext,
  principal: Principal,
  id: string,
  timeZone: string | undefined,
  ip?: string,
): Promise<{ row: PrescriptionRow; pdf: Buffer }> {
  const row = await findPrescription(ctx.db, id);
  if (!row) throw AppError.notFound(PRESCRIPTION_MESSAGES.notFound);
  await assertCanPrint(ctx, principal, row);
  const pdf = await renderPrescriptionPdf(presentPrescription(row, true), timeZone);
  await ctx.events.transaction((_tx, emit) => record(emit, PRESCRIPTION_EVENTS.printed, principal, row, ip));
  return { row, pdf };
}
