import type { ActivityCategories } from '../../platform/audit';

/** Domain events of meet links (DESIGN §3.6). */
export const MEET_LINK_EVENTS = {
  created: 'meetLink.created',
  updated: 'meetLink.updated',
  deleted: 'meetLink.deleted',
} as const;

/** The request a meeting is about and, when set, its times (epoch ms). */
type MeetLinkChange = { requestId: string; startTime?: number; endTime?: number };

declare module '../../platform/events' {
  interface EventMap {
    [MEET_LINK_EVENTS.created]: MeetLinkChange;
    [MEET_LINK_EVENTS.updated]: MeetLinkChange;
    [MEET_LINK_EVENTS.deleted]: MeetLinkChange;
  }
}

/** A meeting is part of its request's story: the docs/care-relationship.md#activity-log category 'Donation Request'. */
export const meetLinkActivityCategories: ActivityCategories = {
  [MEET_LINK_EVENTS.created]: 'Donation Request',
  [MEET_LINK_EVENTS.updated]: 'Donation Request',
  [MEET_LINK_EVENTS.deleted]: 'Donation Request',
};
