import { PRESCRIPTION_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { PrescriptionRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import {
  assertAllowed,
  refusePrescribe,
  refuseReadPrescriptions,
  relationshipOf,
  requestViewerOf,
  type RequestView,
} from '../../access';
import { isCaringFor } from '../care-team';

/** A prescription is written by a verified doctor caring for the patient through the request (access rules). */
export async function assertCanWrite(
  ctx: AppContext,
  principal: Principal,
  view: RequestView,
): Promise<void> {
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  assertAllowed(refusePrescribe(rel, view));
}

/**
 * A request's prescriptions are read by its patient, administrators and the doctors caring for the
 * patient through it. To anyone else they do not exist: a 404, as for all health data.
 */
export async function assertCanRead(ctx: AppContext, principal: Principal, view: RequestView): Promise<void> {
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  assertAllowed(refuseReadPrescriptions(rel, view));
}

/**
 * Who may print each of these prescriptions: a printed prescription gets medicines dispensed, so only
 * the patient it is for, administrators, and the doctor who wrote it while they still care for the
 * patient. The care check is made once per patient.
 */
export async function printableBy(
  ctx: AppContext,
  principal: Principal,
  rows: readonly PrescriptionRow[],
): Promise<(row: PrescriptionRow) => boolean> {
  const writtenForOthers = rows.filter(
    (row) => row.doctorId === principal.userId && row.patientId !== principal.userId,
  );
  const caring = new Map<string, boolean>();
  for (const patientId of new Set(writtenForOthers.map((row) => row.patientId))) {
    caring.set(patientId, await isCaringFor(ctx, principal, patientId));
  }
  return (row) =>
    principal.flags.admin ||
    row.patientId === principal.userId ||
    (row.doctorId === principal.userId && caring.get(row.patientId) === true);
}

/** To anyone who may not print it, a prescription does not exist. */
export async function assertCanPrint(
  ctx: AppContext,
  principal: Principal,
  prescription: PrescriptionRow,
): Promise<void> {
  if (!(await printableBy(ctx, principal, [prescription]))(prescription)) {
    throw AppError.notFound(PRESCRIPTION_MESSAGES.notFound);
  }
}
