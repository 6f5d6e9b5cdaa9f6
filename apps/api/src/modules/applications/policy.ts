/**
 * Who may apply to a request and who reads all its applications are the request's rules
 * (refuseApply, refuseReadApplications in apps/api/src/access/request-rules.ts); these are the rules of
 * an application once it exists.
 */
import { APPLICATION_STATUS, CERTIFICATE_MESSAGES, type ApplicationAbilitiesDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';

/** Internships and volunteering end in a certificate, so only they are marked completed. */
export const COMPLETABLE_REQUEST_TYPES: readonly string[] = ['internship', 'volunteering'];

interface DecisionSubject {
  status: string;
  requestType: string;
  requestOwnerId: string;
  applicantId: string | null;
}

/** The request's owner and administrators decide on its applications. */
export function decidesOn(
  principal: Principal | null,
  subject: Pick<DecisionSubject, 'requestOwnerId'>,
): boolean {
  return Boolean(principal && (principal.flags.admin || principal.userId === subject.requestOwnerId));
}

/**
 * What the viewer may do with an application: accept or decline it while pending; mark an accepted
 * internship or volunteering completed.
 */
export function applicationAbilities(
  principal: Principal | null,
  subject: DecisionSubject,
): ApplicationAbilitiesDto {
  const decides = decidesOn(principal, subject);
  const pending = subject.status === APPLICATION_STATUS.pending;
  return {
    canAccept: decides && pending,
    canDecline: decides && pending,
    canComplete:
      decides &&
      subject.status === APPLICATION_STATUS.accepted &&
      COMPLETABLE_REQUEST_TYPES.includes(subject.requestType),
  };
}

/**
 * Refuses a decision the viewer may not take: an application they cannot see is not found (the
 * applicant sees their own, so they are told who decides), a decided one is a conflict.
 */
export function assertCanDecide(principal: Principal, subject: DecisionSubject): void {
  if (!decidesOn(principal, subject)) {
    if (subject.applicantId === principal.userId)
      throw AppError.forbidden(CERTIFICATE_MESSAGES.onlyOwnerDecides);
    throw AppError.notFound(CERTIFICATE_MESSAGES.applicationNotFound);
  }
  if (subject.status !== APPLICATION_STATUS.pending) throw AppError.conflict(CERTIFICATE_MESSAGES.notPending);
}

export function assertCanComplete(principal: Principal, subject: DecisionSubject): void {
  if (!decidesOn(principal, subject)) {
    if (subject.applicantId === principal.userId)
      throw AppError.forbidden(CERTIFICATE_MESSAGES.onlyOwnerDecides);
    throw AppError.notFound(CERTIFICATE_MESSAGES.applicationNotFound);
  }
  if (!COMPLETABLE_REQUEST_TYPES.includes(subject.requestType))
    throw AppError.conflict(CERTIFICATE_MESSAGES.notCompletable);
  if (subject.status !== APPLICATION_STATUS.accepted)
    throw AppError.conflict(CERTIFICATE_MESSAGES.notAccepted);
}
