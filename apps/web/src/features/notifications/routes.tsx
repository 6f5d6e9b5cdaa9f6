import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** docs/screens-and-flows.md#routes /notifications (login-protected), loaded when first opened; mounted by app/router.tsx. */
export const notificationRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/notifications',
        lazy: async () => ({ Component: (await import('./pages/NotificationsPage')).NotificationsPage }),
        handle: { title: msg('Notifications') } satisfies RouteHandle,
      },
    ],
  },
];
