import { PATIENT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';

/** The registration is filled in by the patient, or by an administrator onboarding them (docs/roles-and-permissions.md#administrators Add Patient). */
export function assertCanRegister(principal: Principal, patientId: string): void {
  if (principal.userId !== patientId && !principal.flags.admin) {
    throw AppError.forbidden(PATIENT_MESSAGES.onlyPatientRegisters);
  }
}
