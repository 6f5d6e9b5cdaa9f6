import { PATIENT_MESSAGES } from '@carenet/shared';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';

/**
 * The registration is filled in by the patient, or by an administrator onboarding them (docs/roles-and-permissions.md#administrators
 * Add Patient); a user who is not a patient keeps none of their own.
 */
export function assertCanRegister(principal: Principal, patientId: string): void {
  const ability = principal.userId === patientId ? 'keepPatientFile' : 'onboardUsers';
  if (!viewerMay(principal, ability)) throw AppError.forbidden(PATIENT_MESSAGES.onlyPatientRegisters);
}

/** Consents are given by the patient themselves. */
export function assertCanConsent(principal: Principal): void {
  if (!viewerMay(principal, 'keepPatientFile'))
    throw AppError.forbidden(PATIENT_MESSAGES.onlyPatientConsents);
}
