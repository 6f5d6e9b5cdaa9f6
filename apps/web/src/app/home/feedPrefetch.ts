import type { SignedInUserDto } from '@carenet/shared';
import { queryClient } from '../../lib/queryClient';
import { activeFeedTab, feedListOptions } from './feedList';
import { feedTabsFor } from './feedTabs';

/**
 * Starts loading the first page of the feed the signed-in home will show for this address, so it is
 * on its way while the screen's code loads instead of after the screen renders. A failure is left to
 * the screen, which asks again and shows it.
 */
export function prefetchFeed(user: SignedInUserDto, url: URL, keyword: string | undefined): void {
  const tab = activeFeedTab(feedTabsFor(user.roles), url.searchParams.get('tab'));
  void queryClient.prefetchInfiniteQuery(feedListOptions(tab, keyword?.trim() ?? ''));
}
