import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

/** /admin/userActivityLog (SPEC §2 Admin routes), loaded when first opened; mounted by app/router.tsx. */
export const activityLogRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/admin/userActivityLog',
        lazy: async () => ({ Component: (await import('./pages/ActivityLogPage')).ActivityLogPage }),
        handle: { title: 'User Activity Log' } satisfies RouteHandle,
      },
    ],
  },
];
