import type { ActivityCategories } from '../../platform/audit';

/** Domain events of the directory: imports and every step of a claim are in the activity log. */
export const DIRECTORY_EVENTS = {
  imported: 'directory.imported',
  claimed: 'directory.claimed',
  claimConfirmed: 'directory.claimConfirmed',
  claimRejected: 'directory.claimRejected',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    'directory.imported': { imported: number; refused: number };
    'directory.claimed': { confirmed: boolean; byVerifiedEmail: boolean };
    'directory.claimConfirmed': { claimedBy: string };
    'directory.claimRejected': { claimedBy: string };
  }
}

export const DIRECTORY_SUBJECT = 'directoryDoctor';

export const directoryActivityCategories: ActivityCategories = {
  [DIRECTORY_EVENTS.imported]: 'Administration',
  [DIRECTORY_EVENTS.claimed]: 'Register',
  [DIRECTORY_EVENTS.claimConfirmed]: 'Administration',
  [DIRECTORY_EVENTS.claimRejected]: 'Administration',
};
