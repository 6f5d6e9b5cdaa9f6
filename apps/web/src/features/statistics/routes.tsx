import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** /statistics (docs/screens-and-flows.md#routes 'Statistics of hospitals'), loaded when first opened; mounted by app/router.tsx. */
export const statisticsRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/statistics',
        lazy: async () => ({ Component: (await import('./pages/StatisticsPage')).StatisticsPage }),
        handle: {
          title: msg('Statistics of hospitals'),
          ability: 'viewStatistics',
          refusal: () => import('./refusals').then((m) => m.viewStatistics),
        } satisfies RouteHandle,
      },
    ],
  },
];
