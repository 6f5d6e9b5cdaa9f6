import { PATIENT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isTreatingDoctor } from './repository';

/**
 * Health data of a patient is read by the patient, by administrators, and by the doctors on one of the
 * patient's requests (not those who declined it). To anyone else it does not exist: a 404.
 */
export async function assertCanReadPatient(
  ctx: AppContext,
  principal: Principal,
  patientId: string,
): Promise<void> {
  if (principal.userId === patientId || principal.flags.admin) return;
  if (principal.flags.doctor && (await isTreatingDoctor(ctx.db, principal.userId, patientId))) return;
  throw AppError.notFound();
}

/** The registration is filled in by the patient, or by an administrator onboarding them (SPEC §1 Add Patient). */
export function assertCanRegister(principal: Principal, patientId: string): void {
  if (principal.userId !== patientId && !principal.flags.admin) {
    throw AppError.forbidden(PATIENT_MESSAGES.onlyPatientRegisters);
  }
}
