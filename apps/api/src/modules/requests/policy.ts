import {
  FACILITY_STATUS,
  MODERATION_STATUSES,
  REQUEST_MESSAGES,
  REQUEST_STATUS,
  primaryRole,
  type CreatorType,
  type RequestStatusCode,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import { viewerMay } from '../../access/viewer-abilities';

/**
 * creatorType is never taken from the client (except from an administrator): a patient asks for care
 * ('patient'); a doctor's or a facility's request is a campaign offering care ('doctor', the type the
 * public feed shows, docs/request-states.md#feed-by-role); a user with no role yet is asking for care. With several roles the last
 * matching one wins (docs/screens-and-flows.md#layout). An administrator creating a request (docs/screens-and-flows.md#layout admin menu) may name any
 * creator type, a campaign by default.
 */
export function creatorTypeFor(principal: Principal, requested: CreatorType | undefined): CreatorType {
  if (viewerMay(principal, 'moderateRequests')) return requested ?? 'doctor';
  return creatorTypeOfRoles(principal.roles);
}

export function creatorTypeOfRoles(roles: readonly string[]): CreatorType {
  const role = primaryRole(roles);
  return role === 'doctor' || role === 'facilities' ? 'doctor' : 'patient';
}

/** New requests wait for an administrator's approval (status 0); an administrator's own are approved. */
export function initialStatus(principal: Principal): RequestStatusCode {
  return viewerMay(principal, 'moderateRequests') ? REQUEST_STATUS.approved : REQUEST_STATUS.pendingApproval;
}

/** Administrators moderate with the statuses of MODERATION_STATUSES; everyone else only reports. */
export function assertCanSetStatus(principal: Principal, status: RequestStatusCode): void {
  if (!viewerMay(principal, 'moderateRequests'))
    throw AppError.forbidden(REQUEST_MESSAGES.onlyAdminsSetStatus);
  if (!MODERATION_STATUSES.includes(status))
    throw AppError.field('status', REQUEST_MESSAGES.statusNotSettable);
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
  return viewerMay(principal, 'moderateRequests') || isMember || facility.status === FACILITY_STATUS.verified;
}

/** CSV export: administrators, or a creator downloading their own requests (my_search=true). */
export function assertCanDownload(principal: Principal | null, mySearch: boolean | undefined): Principal {
  if (!principal) throw AppError.unauthenticated();
  if (!viewerMay(principal, 'moderateRequests') && !mySearch)
    throw AppError.forbidden(REQUEST_MESSAGES.downloadNotAllowed);
  return principal;
}

/** The report queue is the administrators' (docs/request-states.md#reviewing-reports). */
export function assertCanReviewReports(principal: Principal): void {
  if (!viewerMay(principal, 'moderateRequests'))
    throw AppError.forbidden(REQUEST_MESSAGES.onlyAdminsReviewReports);
}
