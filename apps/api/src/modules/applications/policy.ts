import { APPLICATIONS_OPEN_REQUEST_STATUS, APPLICATION_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { RequestRecord } from '../requests';

/**
 * A request takes applications from anyone who can see it but its creator, guests included, while it
 * is approved (status 1).
 */
export function assertCanApply(principal: Principal | null, request: RequestRecord): void {
  if (principal && request.createdBy === principal.userId)
    throw AppError.forbidden(APPLICATION_MESSAGES.ownRequest);
  assertTakesApplications(request);
}

/** Checked again when a guest confirms: the request may have closed since they applied. */
export function assertTakesApplications(request: Pick<RequestRecord, 'status'>): void {
  if (request.status !== APPLICATIONS_OPEN_REQUEST_STATUS)
    throw AppError.conflict(APPLICATION_MESSAGES.requestNotOpen);
}

/** A request's applications are read by its creator and administrators; an applicant reads only their own. */
export function seesAllApplications(principal: Principal, request: RequestRecord): boolean {
  return principal.flags.admin || request.createdBy === principal.userId;
}
