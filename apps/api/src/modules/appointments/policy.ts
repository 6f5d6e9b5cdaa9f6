import { APPOINTMENT_MESSAGES, type ProfileAbilities } from '@carenet/shared';
import { isVerifiedDoctorUser } from '../../access';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppointmentRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** What the booking rule reads of the person booked: who they are, their roles and their verification. */
export type BookedDoctor = Pick<UserRow, 'id' | 'roles' | 'profileVerificationStatus'>;

/**
 * Why the caller may not book an appointment with `doctorId`, or null when they may
 * (docs/roles-and-permissions.md#who-may-do-what: a patient, with a verified doctor, never with themselves).
 * `doctor` is the stored doctor the id names, if any. POST /appointment refuses by it; a profile's
 * abilities.book is its absence.
 */
export function bookingRefusal(
  principal: Principal | null,
  doctorId: string,
  doctor: BookedDoctor | null,
): AppError | null {
  if (!principal) return AppError.unauthenticated();
  if (!viewerMay(principal, 'bookAppointments')) return AppError.forbidden(APPOINTMENT_MESSAGES.onlyPatients);
  if (principal.userId === doctorId) return AppError.badRequest(APPOINTMENT_MESSAGES.cannotBookYourself);
  if (!doctor || !isVerifiedDoctorUser(doctor)) return AppError.notFound(APPOINTMENT_MESSAGES.doctorNotFound);
  return null;
}

/** The doctor `doctorId` names, when the caller may book them; the booking rule's refusal otherwise. */
export function assertCanBook<Doctor extends BookedDoctor>(
  principal: Principal,
  doctorId: string,
  doctor: Doctor | null,
): Doctor {
  const refusal = bookingRefusal(principal, doctorId, doctor);
  if (refusal || !doctor) throw refusal ?? AppError.notFound(APPOINTMENT_MESSAGES.doctorNotFound);
  return doctor;
}

/** What the viewer may do about booking the person a public profile shows. */
export function profileBookingAbilities(principal: Principal | null, person: BookedDoctor): ProfileAbilities {
  return {
    book: bookingRefusal(principal, person.id, person) === null,
    // A visitor is asked to sign in first; whether they may book is answered once they have.
    signInToBook: principal === null && isVerifiedDoctorUser(person),
  };
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
