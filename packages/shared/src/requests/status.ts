/**
 * docs/request-states.md#statuses Request status codes. The codes are numbers on the wire and string keys in lookup tables
 * (SPEC: "numeric, used as string keys"). The display colours are ours (SPEC does not show them):
 * a pale background with a dark text of the same hue, each pair at least 4.5:1 (WCAG AA).
 */
export const REQUEST_STATUS = {
  pendingApproval: 0,
  approved: 1,
  fulfilled: 2,
  pendingFromOrgAdmin: 3,
  doctorAssigned: 4,
  doctorAccepted: 5,
  treatmentInProgress: 6,
  treatmentCompleted: 7,
  rejected: -1,
  incomplete: -2,
  spam: -3,
  expired: -4,
  deactivated: -5,
  onHold: -6,
  rejectedByOrgAdmin: -7,
  deleted: -9,
  doctorRejected: -10,
} as const;
export type RequestStatusCode = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export interface RequestStatusInfo {
  code: RequestStatusCode;
  label: string;
  /** What a ribbon shows where space is short (SPEC gives one only for 0). */
  shortLabel: string;
  background: string;
  color: string;
}

const status = (
  code: RequestStatusCode,
  label: string,
  background: string,
  color: string,
  shortLabel = label,
): RequestStatusInfo => ({ code, label, shortLabel, background, color });

/** Every status of docs/request-states.md#statuses, keyed by its code as a string, in SPEC's order. */
export const REQUEST_STATUSES: Readonly<Record<string, RequestStatusInfo>> = Object.fromEntries(
  [
    status(0, 'Pending Approval', '#FFF4D6', '#7A4B00', 'Pending from Admin'),
    status(1, 'Approved', '#DDF4E4', '#1B5E20'),
    status(2, 'Fulfilled', '#D7ECFF', '#0B4A8B'),
    status(3, 'Pending from Org Admin', '#FFEBD2', '#8A3B00'),
    status(4, 'Doctor Assigned', '#E4E2FF', '#3F2F9E'),
    status(5, 'Doctor Accepted', '#DCF3F7', '#0B5563'),
    status(6, 'Treatment in Progress', '#E3EEFF', '#1D4ED8'),
    status(7, 'Treatment Completed', '#D9F2E6', '#0F5132'),
    status(-1, 'Rejected', '#FDE2E1', '#9B1C1C'),
    status(-2, 'Incomplete', '#F1F3F5', '#495057'),
    status(-3, 'Spam', '#FCE4EC', '#880E4F'),
    status(-4, 'Expired', '#ECEFF1', '#455A64'),
    status(-5, 'Deactivated', '#E9ECEF', '#343A40'),
    status(-6, 'On Hold', '#FFF3E0', '#8D4A00'),
    status(-7, 'Rejected by Org Admin', '#FDE2E1', '#8B1A1A'),
    status(-9, 'Deleted', '#EDEDED', '#424242'),
    status(-10, 'Doctor Rejected', '#FBE3E4', '#8E1F2B'),
  ].map((info) => [String(info.code), info]),
);

export const REQUEST_STATUS_CODES = Object.values(REQUEST_STATUS) as readonly RequestStatusCode[];

export function isRequestStatusCode(value: number): value is RequestStatusCode {
  return (REQUEST_STATUS_CODES as readonly number[]).includes(value);
}

/** The status entry of a code; undefined for a code SPEC does not define. */
export function requestStatusInfo(code: number): RequestStatusInfo | undefined {
  return REQUEST_STATUSES[String(code)];
}

/**
 * Statuses an administrator sets from /admin/donationRequests: approve, mark fulfilled, reject, spam,
 * expire, deactivate, put on hold, delete. The other codes describe states nobody sets by hand.
 */
export const MODERATION_STATUSES: readonly RequestStatusCode[] = [
  REQUEST_STATUS.approved,
  REQUEST_STATUS.fulfilled,
  REQUEST_STATUS.rejected,
  REQUEST_STATUS.spam,
  REQUEST_STATUS.expired,
  REQUEST_STATUS.deactivated,
  REQUEST_STATUS.onHold,
  REQUEST_STATUS.deleted,
];

/** docs/request-states.md#statuses acceptanceStatus: a doctor's decision on a patient's request. */
export const ACCEPTANCE_STATUS = { pending: 0, accepted: 1, rejected: -1 } as const;
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUS)[keyof typeof ACCEPTANCE_STATUS];
/** What a doctor's decision sets: accepted or rejected (pending is where every request starts). */
export type AcceptanceDecision = Exclude<AcceptanceStatus, typeof ACCEPTANCE_STATUS.pending>;
export const ACCEPTANCE_STATUS_LABELS: Record<string, string> = {
  '0': 'Pending',
  '1': 'Accepted',
  '-1': 'Rejected',
};

/** docs/request-states.md#statuses requestStatusByDoctor: the treatment codes a doctor sets, strings on the wire. */
export const TREATMENT_STATUS = { inProgress: '3', completed: '4' } as const;
export type TreatmentStatus = (typeof TREATMENT_STATUS)[keyof typeof TREATMENT_STATUS];
export const TREATMENT_STATUSES = [
  TREATMENT_STATUS.inProgress,
  TREATMENT_STATUS.completed,
] as const satisfies readonly TreatmentStatus[];
export const TREATMENT_STATUS_LABELS: Record<TreatmentStatus, string> = {
  '3': 'Treatment in Progress',
  '4': 'Treatment Completed',
};

/**
 * How far the care has come, as a status code of docs/request-states.md#statuses (4 to 7), for a request whose status stays
 * 'Approved' while doctors take it on: treatment completed or in progress, accepted, or assigned and
 * waiting for the doctor. Null before any doctor is involved.
 */
export function careProgressStatus(request: {
  acceptanceStatus: number;
  requestStatusByDoctor: TreatmentStatus | null;
  assignedDoctors: readonly { acceptanceStatus: number }[];
}): RequestStatusCode | null {
  if (request.acceptanceStatus === ACCEPTANCE_STATUS.accepted) {
    if (request.requestStatusByDoctor === TREATMENT_STATUS.completed)
      return REQUEST_STATUS.treatmentCompleted;
    if (request.requestStatusByDoctor === TREATMENT_STATUS.inProgress)
      return REQUEST_STATUS.treatmentInProgress;
    return REQUEST_STATUS.doctorAccepted;
  }
  if (
    request.acceptanceStatus === ACCEPTANCE_STATUS.pending &&
    request.assignedDoctors.some((doctor) => doctor.acceptanceStatus === ACCEPTANCE_STATUS.pending)
  ) {
    return REQUEST_STATUS.doctorAssigned;
  }
  return null;
}
