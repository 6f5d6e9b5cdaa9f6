import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** /admin/userActivityLog (docs/screens-and-flows.md#routes Admin routes), loaded when first opened; mounted by app/router.tsx. */
export const activityLogRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/userActivityLog',
        lazy: async () => ({ Component: (await import('./pages/ActivityLogPage')).ActivityLogPage }),
        handle: {
          title: msg('User Activity Log'),
          ability: 'viewActivityLog',
          refusal: () => import('./refusals').then((m) => m.viewActivityLog),
        } satisfies RouteHandle,
      },
    ],
  },
];
