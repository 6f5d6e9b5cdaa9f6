import type { ActivityCategories } from '../../platform/audit';

export const SHORT_LINK_EVENTS = {
  created: 'shortLink.created',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [SHORT_LINK_EVENTS.created]: { representsWhat: string; referenceId: string };
  }
}

/** Sharing a page is something a person does with their own account (or as a guest): 'Account'. */
export const shortLinkActivityCategories: ActivityCategories = {
  [SHORT_LINK_EVENTS.created]: 'Account',
};
