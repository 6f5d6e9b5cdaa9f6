import { FEED_TABS } from '@carenet/shared';
import { displayRoleOf, type DisplayRole } from '../../lib/displayRole';
import { msg } from '../../lib/i18n';
import type { RequestListParams } from '../../lib/requests';

export interface FeedTab {
  key: string;
  label: string;
  /** The feed's `filters` JSON for this tab (docs/api-contract.md). */
  filters?: RequestListParams['filters'];
}

export const DEFAULT_FEED_TAB = 'all';

const ROLE_FEEDS: Record<DisplayRole, string> = {
  administrator: msg('All Requests'),
  doctor: msg('Requests assigned to me'),
  patient: msg('My Requests'),
  facility: msg('My Requests'),
};

/**
 * The home feed's tabs. The first is the role feed of docs/request-states.md#feed-by-role, which the server picks by the
 * primary role (a patient's or facility's own requests, a doctor's patient requests, everyone else's
 * doctor campaigns); it is named for the role the person is shown as (lib/displayRole.ts), like the
 * home entry of the side menu (docs/screens-and-flows.md#home-and-feed), and sends no filters, so
 * requests of every type appear in it. The docs/screens-and-flows.md#home-and-feed tabs (Fundraisers, Plasma Donors, Plasma Donees, Career
 * Mentees, Covid Help) narrow that same feed with the filters of FEED_TABS (packages/shared): a request
 * type, and for the donor, donee and mentee tabs the matching creatorType.
 */
export function feedTabsFor(roles: readonly string[]): FeedTab[] {
  const shownAs = displayRoleOf(roles);
  return [
    { key: DEFAULT_FEED_TAB, label: shownAs ? ROLE_FEEDS[shownAs] : msg('Campaigns') },
    ...FEED_TABS.map((tab) => ({ key: tab.key, label: tab.label, filters: { ...tab.filters } })),
  ];
}
