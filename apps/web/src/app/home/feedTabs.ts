import { FEED_TABS, deriveRoleFlags } from '@carenet/shared';
import { msg } from '../../lib/i18n';
import type { RequestListParams } from '../../lib/requests';

export interface FeedTab {
  key: string;
  label: string;
  /** The feed's `filters` JSON for this tab (docs/api-contract.md). */
  filters?: RequestListParams['filters'];
}

export const DEFAULT_FEED_TAB = 'all';

/**
 * The home feed's tabs. The first is the role feed of docs/request-states.md#feed-by-role, which the server picks by role (a
 * patient's or facility's own requests, a doctor's patient requests, everyone else's doctor campaigns);
 * it is labelled like the home entry of the side menu (docs/screens-and-flows.md#home-and-feed) and sends no filters, so requests of
 * every type appear in it. The docs/screens-and-flows.md#home-and-feed tabs (Fundraisers, Plasma Donors, Plasma Donees, Career
 * Mentees, Covid Help) narrow that same feed with the filters of FEED_TABS (packages/shared): a request
 * type, and for the donor, donee and mentee tabs the matching creatorType.
 */
export function feedTabsFor(roles: readonly string[]): FeedTab[] {
  const flags = deriveRoleFlags(roles);
  const roleFeed = flags.admin
    ? msg('All Requests')
    : flags.doctor
      ? msg('Requests assigned to me')
      : flags.patient || flags.facilities
        ? msg('My Requests')
        : msg('Campaigns');
  return [
    { key: DEFAULT_FEED_TAB, label: roleFeed },
    ...FEED_TABS.map((tab) => ({ key: tab.key, label: tab.label, filters: { ...tab.filters } })),
  ];
}
