import { PRESCRIPTION_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { PrescriptionRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { RequestView } from '../requests/repository';

/** The caller is a doctor on the request who accepted it (not one only assigned, nor one who declined). */
function acceptedIt(principal: Principal, view: RequestView): boolean {
  return view.doctors.some((doctor) => doctor.id === principal.userId && doctor.acceptance === 1);
}

/** SPEC §6: a prescription is written by a doctor who accepted the request. */
export function assertCanWrite(principal: Principal, view: RequestView): void {
  if (!principal.flags.doctor || !acceptedIt(principal, view))
    throw AppError.forbidden(PRESCRIPTION_MESSAGES.onlyAcceptedDoctor);
}

/**
 * A request's prescriptions are read by its patient, the doctors who accepted it and administrators.
 * To anyone else they do not exist: a 404, as for all health data.
 */
export function assertCanRead(principal: Principal, view: RequestView): void {
  if (principal.flags.admin || view.request.createdBy === principal.userId || acceptedIt(principal, view))
    return;
  throw AppError.notFound(PRESCRIPTION_MESSAGES.notFound);
}

/**
 * A printed prescription gets medicines dispensed, so only the patient it is for, the doctor who wrote
 * it and administrators print one; to others it does not exist.
 */
export function assertCanPrint(principal: Principal, prescription: PrescriptionRow): void {
  if (
    principal.flags.admin ||
    prescription.patientId === principal.userId ||
    prescription.doctorId === principal.userId
  )
    return;
  throw AppError.notFound(PRESCRIPTION_MESSAGES.notFound);
}
