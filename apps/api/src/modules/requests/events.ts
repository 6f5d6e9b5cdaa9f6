import type { ActivityCategory } from '../../platform/audit';

/** Domain events of care requests and favourites (DESIGN §3.6). */
export const REQUEST_EVENTS = {
  created: 'request.created',
  updated: 'request.updated',
  accepted: 'request.accepted',
  rejected: 'request.rejected',
  treatmentUpdated: 'request.treatment_updated',
  reported: 'request.reported',
  statusChanged: 'request.status_changed',
  deleted: 'request.deleted',
  doctorsAssigned: 'request.doctors_assigned',
  favourited: 'request.favourited',
  unfavourited: 'request.unfavourited',
} as const;

/** Every change of a request is an activity-log entry of the SPEC §3 category 'Donation Request'. */
export const requestActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(REQUEST_EVENTS).map((type) => [type, 'Donation Request' as const]),
);
