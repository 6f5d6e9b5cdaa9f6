import type { ActivityCategories } from '../../platform/audit';

/** Domain events of care relationships: who may see a patient's health data is itself health information. */
export const CARE_TEAM_EVENTS = {
  accessEnded: 'careTeam.accessEnded',
  careTeamRead: 'careTeam.read',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [CARE_TEAM_EVENTS.accessEnded]: { doctorId: string; requestIds: string[] };
    [CARE_TEAM_EVENTS.careTeamRead]: Record<string, never>;
  }
}

export const careTeamActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(CARE_TEAM_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
