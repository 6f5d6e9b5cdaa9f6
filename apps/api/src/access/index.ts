// The access layer's surface: the care relationship, the viewer and one refusal rule per action on a
// request. It sits below the modules: it reads only the platform and @carenet/shared, and every module
// asks it instead of writing a rule of its own (docs/roles-and-permissions.md).
export { activeCareDoctors, careState, isVerifiedDoctor, isVerifiedDoctorUser } from './relationship';
export type { CareClock, CareLink, CareRequest, CareState, RequestRelationship } from './relationship';
export {
  assertAllowed,
  refuseApply,
  refuseAssign,
  refuseConversation,
  refuseCreateMeetLink,
  refuseDecide,
  refuseDonate,
  refuseJoinMeetings,
  refuseManage,
  refusePrescribe,
  refuseReadApplications,
  refuseReadPrescriptions,
  refuseReport,
  refuseReviewReports,
  refuseTreat,
} from './request-rules';
export type { Refusal } from './request-rules';
export type { CreatorInfo, DoctorOnRequest, RequestRecord, RequestView } from './types';
export { abilitiesOf, careClock, relationshipOf, requestViewerOf } from './viewer';
export type { RequestViewer } from './viewer';
