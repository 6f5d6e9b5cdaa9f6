// The module's public surface: what other modules may import from it.
export { activeCareDoctors, careState, isVerifiedDoctor, isVerifiedDoctorUser } from './relationship';
export type { CareClock, CareRequest } from './relationship';
export { careLinksOfDoctor } from './repository';
export {
  assertAllowed,
  refuseAssign,
  refuseConversation,
  refuseCreateMeetLink,
  refuseDecide,
  refuseJoinMeetings,
  refuseManage,
  refusePrescribe,
  refuseReadPrescriptions,
  refuseReport,
  refuseReviewReports,
  refuseTreat,
} from './request-rules';
export { activeCareLinks, assertCanReachPatient, isCaringFor, patientsCaredForBy } from './service';
export { abilitiesOf, careClock, relationshipOf, requestViewerOf } from './viewer';
export type { RequestViewer } from './viewer';
