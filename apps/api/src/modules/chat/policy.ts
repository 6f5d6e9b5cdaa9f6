import type { Principal } from '../../platform/auth/request-auth';
import {
  activeCareDoctors,
  type CareClock,
  type CareRequest,
  type DoctorOnRequest,
  type RequestView,
} from '../../access';

/** What the conversation's rules read of its request: who created it and the doctors on it. */
export interface ConversationCircle {
  request: CareRequest;
  doctors: readonly DoctorOnRequest[];
}

/**
 * A request's conversation is private to its creator and the doctors caring for the patient through it
 * (access/relationship.ts: verified, accepted, access not ended, request open). What is said there is health
 * information: to anyone else, administrators included, the conversation does not exist (404).
 */
export function doctorsInConversation(circle: ConversationCircle, clock: CareClock): DoctorOnRequest[] {
  return activeCareDoctors(circle.request, circle.doctors, clock);
}

/** Everyone in the conversation: the request's creator first, then the doctors caring through it. */
export function participantIds(circle: ConversationCircle, clock: CareClock): string[] {
  return [circle.request.createdBy, ...doctorsInConversation(circle, clock).map((doctor) => doctor.id)];
}

export function takesPart(userId: string, circle: ConversationCircle, clock: CareClock): boolean {
  return participantIds(circle, clock).includes(userId);
}

/** The request's owner, or an administrator removing what should not be there. */
export function canDelete(principal: Principal, view: RequestView): boolean {
  return view.request.createdBy === principal.userId || principal.flags.admin;
}
