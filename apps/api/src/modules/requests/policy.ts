import {
  MODERATION_STATUSES,
  REQUEST_MESSAGES,
  primaryRole,
  type CreatorType,
  type RequestStatusCode,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { RequestRecord, RequestView } from './repository';

/**
 * creatorType is never taken from the client (except from an administrator): a patient asks for care
 * ('patient'); a doctor's or a facility's request is a campaign offering care ('doctor', the type the
 * public feed shows, SPEC §4); a user with no role yet is asking for care. With several roles the last
 * matching one wins (SPEC §6). An administrator creating a request (SPEC §2 admin menu) may name any
 * creator type, a campaign by default.
 */
export function creatorTypeFor(principal: Principal, requested: CreatorType | undefined): CreatorType {
  if (principal.flags.admin) return requested ?? 'doctor';
  return creatorTypeOfRoles(principal.roles);
}

export function creatorTypeOfRoles(roles: readonly string[]): CreatorType {
  const role = primaryRole(roles);
  return role === 'doctor' || role === 'facilities' ? 'doctor' : 'patient';
}

/** New requests wait for an administrator's approval (status 0); an administrator's own are approved. */
export function initialStatus(principal: Principal): RequestStatusCode {
  return principal.flags.admin ? 1 : 0;
}

const isCreator = (principal: Principal, request: RequestRecord) => request.createdBy === principal.userId;

export function assertCanEdit(principal: Principal, request: RequestRecord): void {
  if (!isCreator(principal, request) && !principal.flags.admin) {
    throw AppError.forbidden(REQUEST_MESSAGES.onlyOwnerEdits);
  }
}

export function assertCanDelete(principal: Principal, request: RequestRecord): void {
  if (!isCreator(principal, request) && !principal.flags.admin) {
    throw AppError.forbidden(REQUEST_MESSAGES.onlyOwnerDeletes);
  }
}

/**
 * SPEC §4: a doctor accepts or rejects only a patient's request that is approved (status 1) and not yet
 * decided (acceptanceStatus 0). A request assigned to doctors is theirs to decide.
 */
export function assertCanDecide(principal: Principal, view: RequestView): void {
  const { request } = view;
  if (!principal.flags.doctor) throw AppError.forbidden(REQUEST_MESSAGES.onlyDoctorsDecide);
  if (isCreator(principal, request)) throw AppError.forbidden(REQUEST_MESSAGES.cannotDecideOwnRequest);
  if (request.creatorType !== 'patient') {
    throw AppError.conflict(REQUEST_MESSAGES.onlyPatientRequestsDecided);
  }
  if (request.status !== 1) throw AppError.conflict(REQUEST_MESSAGES.decideOnlyApproved);
  if (request.acceptanceStatus !== 0) throw AppError.conflict(REQUEST_MESSAGES.alreadyDecided);
  const assigned = view.doctors.filter((doctor) => doctor.acceptance === 0);
  if (assigned.length && !assigned.some((doctor) => doctor.id === principal.userId)) {
    throw AppError.forbidden(REQUEST_MESSAGES.assignedToOtherDoctor);
  }
}

/** SPEC §4: treatment ('3', '4') is set by the doctor who accepted, while the request is not fulfilled. */
export function assertCanTreat(principal: Principal, view: RequestView): void {
  const accepted = view.doctors.some((doctor) => doctor.id === principal.userId && doctor.acceptance === 1);
  if (!accepted || view.request.acceptanceStatus !== 1) {
    throw AppError.forbidden(REQUEST_MESSAGES.onlyAcceptingDoctorTreats);
  }
  if (view.request.status === 2) throw AppError.conflict(REQUEST_MESSAGES.treatmentOfFulfilled);
}

/** Anyone who can see a request may report it (SPEC §4), once. */
export function assertCanReport(request: RequestRecord): void {
  if (request.status === -3) throw AppError.conflict(REQUEST_MESSAGES.alreadyReported);
}

/** Administrators moderate with the statuses of MODERATION_STATUSES; everyone else only reports. */
export function assertCanSetStatus(principal: Principal, status: RequestStatusCode): void {
  if (!principal.flags.admin) throw AppError.forbidden(REQUEST_MESSAGES.onlyAdminsSetStatus);
  if (!MODERATION_STATUSES.includes(status))
    throw AppError.field('status', REQUEST_MESSAGES.statusNotSettable);
}

/** Doctors are assigned by administrators and by the members of the request's facility. */
export function assertCanAssign(principal: Principal, isFacilityMember: boolean, view: RequestView): void {
  if (!principal.flags.admin && !isFacilityMember)
    throw AppError.forbidden(REQUEST_MESSAGES.cannotAssignDoctors);
  if (view.request.creatorType !== 'patient') {
    throw AppError.conflict(REQUEST_MESSAGES.assignOnlyPatientRequests);
  }
}

/**
 * A request names a facility the creator belongs to, or any verified facility (a patient addressing a
 * hospital); an administrator may name any facility.
 */
export function canUseFacility(
  principal: Principal,
  facility: { status: number } | null,
  isMember: boolean,
): boolean {
  if (!facility) return false;
  return principal.flags.admin || isMember || facility.status === 1;
}

/** CSV export: administrators, or a creator downloading their own requests (my_search=true). */
export function assertCanDownload(principal: Principal | null, mySearch: boolean | undefined): Principal {
  if (!principal) throw AppError.unauthenticated();
  if (!principal.flags.admin && !mySearch) throw AppError.forbidden(REQUEST_MESSAGES.downloadNotAllowed);
  return principal;
}
