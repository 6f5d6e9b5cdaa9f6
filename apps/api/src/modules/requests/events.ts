import type { ActivityCategories } from '../../platform/audit';

/** Domain events of care requests and favourites (DESIGN §3.6). */
export const REQUEST_EVENTS = {
  created: 'request.created',
  updated: 'request.updated',
  accepted: 'request.accepted',
  rejected: 'request.rejected',
  treatmentUpdated: 'request.treatment_updated',
  reported: 'request.reported',
  reportsDismissed: 'request.reports_dismissed',
  statusChanged: 'request.status_changed',
  deleted: 'request.deleted',
  doctorsAssigned: 'request.doctors_assigned',
  favourited: 'request.favourited',
  unfavourited: 'request.unfavourited',
} as const;

/**
 * A request's moderation status before and after a change; `reviewedReports` counts the waiting
 * reports the change confirmed (an administrator marking a reported request as spam).
 */
type StatusChange = { from: number; to: number; flagReason?: string; reviewedReports?: number };

declare module '../../platform/events' {
  interface EventMap {
    [REQUEST_EVENTS.created]: { creatorType: string; requestType: string; status: number };
    /** `orgId` only when the change assigned the request to a facility. */
    [REQUEST_EVENTS.updated]: { fields: string[]; orgId?: string };
    [REQUEST_EVENTS.accepted]: { acceptanceStatus: number };
    [REQUEST_EVENTS.rejected]: { acceptanceStatus: number };
    [REQUEST_EVENTS.treatmentUpdated]: { from: string | null; requestStatusByDoctor: string };
    /** A person's report, which changes nothing on the request (docs/request-states.md#reporting). */
    [REQUEST_EVENTS.reported]: { status: number; flagReason: string; byParticipant: boolean };
    /** An administrator dismissed the request's waiting reports; the request stays as it was. */
    [REQUEST_EVENTS.reportsDismissed]: { status: number; reviewedReports: number };
    [REQUEST_EVENTS.statusChanged]: StatusChange;
    /** `to` is left out when the creator deleted their own request. */
    [REQUEST_EVENTS.deleted]: { from: number; to?: number };
    /** `addedDoctorIds`: who is newly asked to decide (new, or asked again after declining). */
    [REQUEST_EVENTS.doctorsAssigned]: { doctorIds: string[]; addedDoctorIds: string[] };
    [REQUEST_EVENTS.favourited]: Record<string, never>;
    [REQUEST_EVENTS.unfavourited]: Record<string, never>;
  }
}

/** Every change of a request is an activity-log entry of the docs/care-relationship.md#activity-log category 'Donation Request'. */
export const requestActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(REQUEST_EVENTS).map((type) => [type, 'Donation Request' as const]),
);
