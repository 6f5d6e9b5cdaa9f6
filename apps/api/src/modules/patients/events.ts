import type { Principal } from '../../platform/auth/request-auth';
import type { ActivityCategory } from '../../platform/audit';
import type { AppContext } from '../../platform/context';

/** Domain events of patient registrations and consents; reads are events too (who saw whose health data). */
export const PATIENT_EVENTS = {
  registrationSaved: 'patientRegistration.saved',
  registrationRead: 'patientRegistration.read',
  consentGiven: 'patientConsent.given',
  consentWithdrawn: 'patientConsent.withdrawn',
  consentsRead: 'patientConsent.read',
} as const;

export const patientActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(PATIENT_EVENTS).map((type) => [type, 'Medical Record' as const]),
);

/**
 * Records a read or write of a patient's health data as a domain event about that patient (the activity
 * log subscribes). `data` carries ids only, never what the record says.
 */
export function recordPatientAccess(
  ctx: AppContext,
  type: string,
  principal: Principal,
  patientId: string,
  ip?: string,
  data?: object,
): void {
  ctx.events.emit({
    type,
    actorId: principal.userId,
    subjectType: 'patient',
    subjectId: patientId,
    ip,
    data: { ...data },
  });
}
