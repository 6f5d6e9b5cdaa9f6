import { CHAT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import type { DoctorOnRequest, RequestView } from '../requests/repository';

/**
 * A request's conversation is private to its patient (the request's creator) and its doctors, except
 * those who declined it. What is said there is health information: to anyone else, administrators
 * included, the conversation does not exist (404).
 */
export function takesPart(userId: string, view: RequestView): boolean {
  return (
    view.request.createdBy === userId || doctorsInConversation(view).some((doctor) => doctor.id === userId)
  );
}

export function doctorsInConversation(view: RequestView): DoctorOnRequest[] {
  return view.doctors.filter((doctor) => doctor.acceptance !== -1);
}

/** Everyone in the conversation: the request's creator first, then its doctors. */
export function participantIds(view: RequestView): string[] {
  return [view.request.createdBy, ...doctorsInConversation(view).map((doctor) => doctor.id)];
}

/**
 * SPEC §6: a conversation is started only by a patient-created request or by the request owner. About
 * a patient's request its patient or one of its doctors may start it; any other request's only by
 * its owner.
 */
export function assertCanStart(principal: Principal, view: RequestView): void {
  if (view.request.creatorType === 'patient' || view.request.createdBy === principal.userId) return;
  throw AppError.forbidden(CHAT_MESSAGES.onlyOwnerStarts);
}

/** The request's owner, or an administrator removing what should not be there. */
export function canDelete(principal: Principal, view: RequestView): boolean {
  return view.request.createdBy === principal.userId || principal.flags.admin;
}
