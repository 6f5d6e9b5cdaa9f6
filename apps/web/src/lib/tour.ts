import { displayRoleOf } from './displayRole';

/** The roles that have a guided tour; every other role (administrators) has none. */
export const TOUR_ROLES = ['doctor', 'patient', 'facilities'] as const;
export type TourRole = (typeof TOUR_ROLES)[number];

const TOURS: Partial<Record<string, TourRole>> = {
  patient: 'patient',
  doctor: 'doctor',
  facility: 'facilities',
};

/** The tour a user takes: their displayed role's (lib/displayRole.ts), or null when theirs has none. */
export function tourRoleOf(roles: readonly string[] | null | undefined): TourRole | null {
  return TOURS[displayRoleOf(roles) ?? ''] ?? null;
}

const TOUR_EVENT = 'carenet:tour';

/** Asks the shell to start the tour again ('Take the tour' in the profile menu). */
export function requestTour(): void {
  window.dispatchEvent(new Event(TOUR_EVENT));
}

/** Calls `listener` whenever the tour is asked for again; returns the unsubscribe. */
export function onTourRequest(listener: () => void): () => void {
  window.addEventListener(TOUR_EVENT, listener);
  return () => window.removeEventListener(TOUR_EVENT, listener);
}
