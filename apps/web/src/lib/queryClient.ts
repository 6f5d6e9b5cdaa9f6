import { QueryClient } from '@tanstack/react-query';

/**
 * The tab's one query cache: the screens read it through QueryClientProvider, and a route may fill it
 * before its screen renders (app/home/feedPrefetch.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
