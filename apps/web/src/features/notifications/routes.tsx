import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { NotificationsPage } from './pages/NotificationsPage';

/** SPEC §2 /notifications (login-protected), mounted by app/router.tsx. */
export const notificationRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/notifications',
        element: <NotificationsPage />,
        handle: { title: 'Notifications' } satisfies RouteHandle,
      },
    ],
  },
];
