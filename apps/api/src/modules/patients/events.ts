import type { ActivityCategory } from '../../platform/audit';

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
