import type { ActivityCategory } from '../../platform/audit';

/** Domain events of applications (DESIGN §3.6). */
export const APPLICATION_EVENTS = {
  received: 'application.received',
} as const;

/** An application is part of its request's story: the SPEC §3 category 'Donation Request'. */
export const applicationActivityCategories: Record<string, ActivityCategory> = {
  [APPLICATION_EVENTS.received]: 'Donation Request',
};
