import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

/** The person's own account and data (login-protected, loaded when first opened); mounted by app/router.tsx. */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/account',
        lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }),
        handle: { title: 'Account and data' } satisfies RouteHandle,
      },
    ],
  },
];
