import type { Principal } from '../../platform/auth/request-auth';
import { activeCareDoctors, type CareClock } from '../care-team/relationship';
import type { DoctorOnRequest, RequestView } from '../requests/repository';

/**
 * A request's conversation is private to its creator and the doctors caring for the patient through it
 * (care-team rules: verified, accepted, access not ended, request open). What is said there is health
 * information: to anyone else, administrators included, the conversation does not exist (404).
 */
export function doctorsInConversation(view: RequestView, clock: CareClock): DoctorOnRequest[] {
  return activeCareDoctors(view.request, view.doctors, clock);
}

/** Everyone in the conversation: the request's creator first, then the doctors caring through it. */
export function participantIds(view: RequestView, clock: CareClock): string[] {
  return [view.request.createdBy, ...doctorsInConversation(view, clock).map((doctor) => doctor.id)];
}

export function takesPart(userId: string, view: RequestView, clock: CareClock): boolean {
  return participantIds(view, clock).includes(userId);
}

/** The request's owner, or an administrator removing what should not be there. */
export function canDelete(principal: Principal, view: RequestView): boolean {
  return view.request.createdBy === principal.userId || principal.flags.admin;
}
