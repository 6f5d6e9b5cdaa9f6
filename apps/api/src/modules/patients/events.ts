import type { Principal } from '../../platform/auth/request-auth';
import type { ActivityCategories } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import type { Emit, EventMap, EventMeta, EventType } from '../../platform/events';

/** Domain events of patient registrations and consents; reads are events too (who saw whose health data). */
export const PATIENT_EVENTS = {
  registrationSaved: 'patientRegistration.saved',
  registrationRead: 'patientRegistration.read',
  consentGiven: 'patientConsent.given',
  consentWithdrawn: 'patientConsent.withdrawn',
  consentsRead: 'patientConsent.read',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [PATIENT_EVENTS.registrationSaved]: { registrationId: string };
    [PATIENT_EVENTS.registrationRead]: { registrationId: string };
    [PATIENT_EVENTS.consentGiven]: { consentId: string; scope: string };
    [PATIENT_EVENTS.consentWithdrawn]: { consentId: string };
    [PATIENT_EVENTS.consentsRead]: Record<string, never>;
  }
}

export const patientActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(PATIENT_EVENTS).map((type) => [type, 'Medical Record' as const]),
);

/** Who touched which patient's health data, as the activity log records it. */
function aboutPatient(principal: Principal, patientId: string, ip: string | undefined): EventMeta {
  return { actorId: principal.userId, subjectType: 'patient', subjectId: patientId, ip };
}

/**
 * Records a read of a patient's health data as a domain event about that patient (the activity log
 * subscribes): the event is the read's only write, so it is written alone. The payload carries ids
 * only, never what the record says.
 */
export function recordPatientAccess<K extends EventType>(
  ctx: AppContext,
  type: K,
  principal: Principal,
  patientId: string,
  ip: string | undefined,
  payload: EventMap[K],
): Promise<void> {
  return ctx.events.emit(type, payload, aboutPatient(principal, patientId, ip));
}

/** Records a change of a patient's health data as recordPatientAccess does, in the change's transaction. */
export function recordPatientChange<K extends EventType>(
  emit: Emit,
  type: K,
  principal: Principal,
  patientId: string,
  ip: string | undefined,
  payload: EventMap[K],
): Promise<void> {
  return emit(type, payload, aboutPatient(principal, patientId, ip));
}
