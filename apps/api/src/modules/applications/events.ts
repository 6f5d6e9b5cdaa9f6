import type { ActivityCategories } from '../../platform/audit';

/** Domain events of applications (DESIGN §3.6). */
export const APPLICATION_EVENTS = {
  received: 'application.received',
  decided: 'application.decided',
  completed: 'application.completed',
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
    /** The owner accepted or declined; `applicantId` (null: a guest) hears of an acceptance. */
    [APPLICATION_EVENTS.decided]: {
      applicationId: string;
      decision: 'accepted' | 'declined';
      applicantId: string | null;
    };
    /** The owner marked an accepted internship or volunteering completed; `certificateId` if one was issued. */
    [APPLICATION_EVENTS.completed]: {
      applicationId: string;
      applicantId: string | null;
      certificateId: string | null;
    };
  }
}

/** An application is part of its request's story: the docs/care-relationship.md#activity-log category 'Donation Request'. */
export const applicationActivityCategories: ActivityCategories = {
  [APPLICATION_EVENTS.received]: 'Donation Request',
  [APPLICATION_EVENTS.decided]: 'Donation Request',
  [APPLICATION_EVENTS.completed]: 'Donation Request',
};
