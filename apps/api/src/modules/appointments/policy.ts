import { APPOINTMENT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppointmentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** docs/roles-and-permissions.md#who-may-do-what: patients book appointments, never with themselves. */
export function assertCanBook(principal: Principal, doctorId: string): void {
  if (!principal.flags.patient) throw AppError.forbidden(APPOINTMENT_MESSAGES.onlyPatients);
  if (principal.userId === doctorId) throw AppError.badRequest(APPOINTMENT_MESSAGES.cannotBookYourself);
}

const isParty = (principal: Principal, appointment: AppointmentRow) =>
  appointment.patientId === principal.userId || appointment.doctorId === principal.userId;

/**
 * The patient or the doctor cancels or moves an appointment. Administrators may read appointments
 * but not change them (403); to everyone else an appointment does not exist (404).
 */
export function assertCanChange(principal: Principal, appointment: AppointmentRow): void {
  if (isParty(principal, appointment)) return;
  if (principal.flags.admin) throw AppError.forbidden(APPOINTMENT_MESSAGES.onlyParties);
  throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
}

/**
 * An appointment can still be moved or cancelled: booked and not over. `now` is passed in so the
 * presenter and the service answer for the same instant.
 */
export function isChangeable(appointment: AppointmentRow, now: number): boolean {
  return appointment.status === 'booked' && appointment.endTime.getTime() > now;
}

/** Whether the caller may move or cancel it now: a party to it, while it is changeable. */
export function canChange(principal: Principal, appointment: AppointmentRow, now = Date.now()): boolean {
  return isParty(principal, appointment) && isChangeable(appointment, now);
}

/** Members read only the appointments they are a party to; administrators read any. */
export function partyScopeOf(principal: Principal): string | undefined {
  return principal.flags.admin ? undefined : principal.userId;
}
