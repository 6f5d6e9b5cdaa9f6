/**
 * What a viewer may do with a request, each rule written once as a refusal (null: allowed). The modules'
 * policies throw the refusal; the request presenter turns the same rules into the `abilities` the web
 * shows actions from, so the screen and the API cannot drift apart.
 */
import {
  ACCEPTANCE_STATUS,
  APPLICATIONS_OPEN_REQUEST_STATUS,
  APPLICATION_MESSAGES,
  DONATION_MESSAGES,
  MEET_MESSAGES,
  MESSAGES,
  PRESCRIPTION_MESSAGES,
  REQUEST_MESSAGES,
  REQUEST_STATUS,
  VERIFICATION_MESSAGES,
  applicationFormOf,
  requestAcceptsDonations,
  requestDonationCurrency,
  type RequestAbilities,
  type RequestType,
} from '@carenet/shared';
import { AppError } from '../platform/errors';
import type { RequestRelationship } from './relationship';
import type { RequestView } from './types';

/** Why an action is refused: the status it answers with and the message a person reads. */
export interface Refusal {
  kind: 'forbidden' | 'conflict' | 'notFound';
  message: string;
}

const forbidden = (message: string): Refusal => ({ kind: 'forbidden', message });
const conflict = (message: string): Refusal => ({ kind: 'conflict', message });
const notFound = (message?: string): Refusal => ({ kind: 'notFound', message: message ?? '' });

/** Throws the refusal as the API's typed error. */
export function assertAllowed(refusal: Refusal | null): void {
  if (!refusal) return;
  if (refusal.kind === 'forbidden') throw AppError.forbidden(refusal.message);
  if (refusal.kind === 'conflict') throw AppError.conflict(refusal.message);
  throw refusal.message ? AppError.notFound(refusal.message) : AppError.notFound();
}

type Rule = (rel: RequestRelationship, view: RequestView) => Refusal | null;

const awaitingVerification = forbidden(VERIFICATION_MESSAGES.awaitingVerification);

export const refuseManage: Rule = (rel) =>
  rel.owner || rel.admin ? null : forbidden(REQUEST_MESSAGES.onlyOwnerEdits);

/**
 * A verified doctor accepts or declines a patient's request that is approved (status 1) and not yet
 * decided (acceptanceStatus 0); a request assigned to doctors is theirs to decide.
 */
export const refuseDecide: Rule = (rel, { request, doctors }) => {
  if (!rel.doctor) return forbidden(REQUEST_MESSAGES.onlyDoctorsDecide);
  if (!rel.verifiedDoctor) return awaitingVerification;
  if (rel.owner) return forbidden(REQUEST_MESSAGES.cannotDecideOwnRequest);
  if (request.creatorType !== 'patient') return conflict(REQUEST_MESSAGES.onlyPatientRequestsDecided);
  if (request.status !== REQUEST_STATUS.approved) return conflict(REQUEST_MESSAGES.decideOnlyApproved);
  if (request.acceptanceStatus !== ACCEPTANCE_STATUS.pending)
    return conflict(REQUEST_MESSAGES.alreadyDecided);
  const waiting = doctors.filter((doctor) => doctor.acceptance === ACCEPTANCE_STATUS.pending);
  if (waiting.length && !waiting.some((doctor) => doctor.id === rel.asDoctor?.id)) {
    return forbidden(REQUEST_MESSAGES.assignedToOtherDoctor);
  }
  return null;
};

/** Treatment ('3', '4') is set by the doctor in an active care relationship, while the request is not fulfilled. */
export const refuseTreat: Rule = (rel, { request }) => {
  if (rel.doctor && !rel.verifiedDoctor) return awaitingVerification;
  if (request.status === REQUEST_STATUS.fulfilled && rel.asDoctor?.acceptance === ACCEPTANCE_STATUS.accepted)
    return conflict(REQUEST_MESSAGES.treatmentOfFulfilled);
  if (!rel.activeCare || request.acceptanceStatus !== ACCEPTANCE_STATUS.accepted)
    return forbidden(REQUEST_MESSAGES.onlyAcceptingDoctorTreats);
  return null;
};

/**
 * Anyone signed in who can see a request may report it, once; not their own. A report only asks
 * administrators to look (docs/request-states.md#reporting).
 */
export const refuseReport: Rule = (rel, { request, reportedByViewer }) => {
  // Anyone signed in reports; the API asks a signed-out caller to sign in first.
  if (!rel.signedIn) return forbidden(MESSAGES.signInRequired);
  if (request.status === REQUEST_STATUS.spam) return conflict(REQUEST_MESSAGES.alreadyReported);
  if (rel.owner) return forbidden(REQUEST_MESSAGES.cannotReportOwn);
  return reportedByViewer ? conflict(REQUEST_MESSAGES.alreadyReportedByYou) : null;
};

/**
 * An administrator decides on a request's waiting reports: dismisses them (the request stays as it
 * was) or confirms them (spam), docs/request-states.md#reviewing-reports.
 */
export function refuseReviewReports(rel: RequestRelationship, waitingReports: number): Refusal | null {
  if (!rel.admin) return forbidden(REQUEST_MESSAGES.onlyAdminsReviewReports);
  return waitingReports > 0 ? null : conflict(REQUEST_MESSAGES.noReportsToReview);
}

/** Doctors are assigned to a patient's request by administrators and by the members of its facility. */
export const refuseAssign: Rule = (rel, { request }) => {
  if (!rel.admin && !rel.facilityMember) return forbidden(REQUEST_MESSAGES.cannotAssignDoctors);
  return request.creatorType === 'patient' ? null : conflict(REQUEST_MESSAGES.assignOnlyPatientRequests);
};

/** The patient's registration and consents, read beside their request: the patient, administrators, the care team. */
export const refuseReadPatientRecord: Rule = (rel, { request }) =>
  request.creatorType === 'patient' && (rel.owner || rel.admin || rel.activeCare) ? null : notFound();

/** A request's prescriptions: its patient, administrators and the doctors caring for the patient through it. */
export const refuseReadPrescriptions: Rule = (rel) =>
  rel.owner || rel.admin || rel.activeCare ? null : notFound(PRESCRIPTION_MESSAGES.notFound);

/** A prescription is written by a verified doctor in an active care relationship through the request. */
export const refusePrescribe: Rule = (rel) => {
  if (rel.doctor && !rel.verifiedDoctor) return awaitingVerification;
  return rel.activeCare ? null : forbidden(PRESCRIPTION_MESSAGES.onlyAcceptedDoctor);
};

/**
 * Who takes part in a request's meetings: its creator and the doctors caring for the patient through
 * it. The title and times of a consultation are health information, so nobody else, administrators
 * included, reads them.
 */
export const refuseJoinMeetings: Rule = (rel) =>
  rel.owner || rel.activeCare ? null : notFound(MEET_MESSAGES.notFound);

export const refuseCreateMeetLink: Rule = (rel) => {
  if (rel.doctor && !rel.verifiedDoctor) return awaitingVerification;
  return rel.activeCare ? null : forbidden(MEET_MESSAGES.onlyAcceptedDoctor);
};

/**
 * A request's conversation is private to its creator and the doctors caring for the patient through it
 * (so about a campaign, only its owner starts one); to anyone else it does not exist.
 */
export const refuseConversation: Rule = (rel) => (rel.owner || rel.activeCare ? null : notFound());

/** A community request takes applications from anyone but its owner (guests included) while it is approved. */
export const refuseApply: Rule = (rel, { request }) => {
  if (applicationFormOf(request.requestType as RequestType) === null)
    return conflict(APPLICATION_MESSAGES.notCommunityRequest);
  if (rel.owner) return forbidden(APPLICATION_MESSAGES.ownRequest);
  return request.status === APPLICATIONS_OPEN_REQUEST_STATUS
    ? null
    : conflict(APPLICATION_MESSAGES.requestNotOpen);
};

export const refuseReadApplications: Rule = (rel, { request }) =>
  applicationFormOf(request.requestType as RequestType) !== null && (rel.owner || rel.admin)
    ? null
    : notFound();

/**
 * Donate is offered on a fundraiser or campaign open to donations, to guests and signed-in users alike; not to its
 * creator, who has the request's donations list instead of a reason to give to themselves.
 */
export const refuseDonate: Rule = (rel, { request }) =>
  requestAcceptsDonations(request) && requestDonationCurrency(request.units) !== null && !rel.owner
    ? null
    : conflict(DONATION_MESSAGES.notAcceptingDonations);

/** The abilities sent with a request: each rule above, answered for this viewer. */
export function requestAbilities(rel: RequestRelationship, view: RequestView): RequestAbilities {
  const may = (rule: Rule) => rule(rel, view) === null;
  const decide = may(refuseDecide);
  return {
    manage: may(refuseManage),
    accept: decide,
    decline: decide,
    treat: may(refuseTreat),
    report: may(refuseReport),
    assign: may(refuseAssign),
    seeAssignments: rel.owner && rel.patient,
    readPatientRecord: may(refuseReadPatientRecord),
    readPrescriptions: may(refuseReadPrescriptions),
    prescribe: may(refusePrescribe),
    joinMeetings: may(refuseJoinMeetings),
    createMeetLink: may(refuseCreateMeetLink),
    chat: may(refuseConversation),
    apply: may(refuseApply),
    readApplications: may(refuseReadApplications),
    donate: may(refuseDonate),
    // Only where a verified doctor could decide: the screen says why Accept and Decline are missing.
    awaitingVerification:
      rel.doctor && !rel.verifiedDoctor && refuseDecide({ ...rel, verifiedDoctor: true }, view) === null,
  };
}
