import type { ActivityCategory } from '../../platform/audit';

/** Domain events of meet links (DESIGN §3.6). */
export const MEET_LINK_EVENTS = {
  created: 'meetLink.created',
  updated: 'meetLink.updated',
  deleted: 'meetLink.deleted',
} as const;

/** A meeting is part of its request's story: the SPEC §3 category 'Donation Request'. */
export const meetLinkActivityCategories: Record<string, ActivityCategory> = {
  [MEET_LINK_EVENTS.created]: 'Donation Request',
  [MEET_LINK_EVENTS.updated]: 'Donation Request',
  [MEET_LINK_EVENTS.deleted]: 'Donation Request',
};
