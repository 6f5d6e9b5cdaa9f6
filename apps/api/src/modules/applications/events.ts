import type { ActivityCategories } from '../../platform/audit';

/** Domain events of applications (DESIGN §3.6). */
export const APPLICATION_EVENTS = {
  received: 'application.received',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    /** `guest` when someone applied without an account; `requestOwnerId` is who hears of it. */
    [APPLICATION_EVENTS.received]: {
      applicationId: string;
      requestType: string;
      requestOwnerId: string;
      guest?: true;
    };
  }
}

/** An application is part of its request's story: the docs/care-relationship.md#activity-log category 'Donation Request'. */
export const applicationActivityCategories: ActivityCategories = {
  [APPLICATION_EVENTS.received]: 'Donation Request',
};
