import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

/** SPEC §2 /notifications (login-protected), loaded when first opened; mounted by app/router.tsx. */
export const notificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/notifications',
        lazy: async () => ({ Component: (await import('./pages/NotificationsPage')).NotificationsPage }),
        handle: { title: 'Notifications' } satisfies RouteHandle,
      },
    ],
  },
];
