import { FEED_PAGE_SIZE } from '@carenet/shared';
import { requestPagesOptions } from '../../lib/requests';
import type { FeedTab } from './feedTabs';

/** The tab named in the address (`?tab=`), else the role feed. */
export function activeFeedTab(tabs: FeedTab[], key: string | null): FeedTab {
  return tabs.find((tab) => tab.key === key) ?? tabs[0];
}

/** The signed-in home's list for a tab and a keyword: the screen and its prefetch share this cache entry. */
export function feedListOptions(tab: FeedTab, keyword: string) {
  return requestPagesOptions('feed', { keyword, filters: tab.filters }, { pageSize: FEED_PAGE_SIZE });
}
