import type { ActivityCategory } from '../../platform/audit';

/** Domain events of care relationships: who may see a patient's health data is itself health information. */
export const CARE_TEAM_EVENTS = {
  accessEnded: 'careTeam.accessEnded',
  careTeamRead: 'careTeam.read',
} as const;

export const careTeamActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(CARE_TEAM_EVENTS).map((type) => [type, 'Medical Record' as const]),
);
