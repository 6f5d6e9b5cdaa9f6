import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The person's own account and data (login-protected, loaded when first opened); mounted by app/router.tsx. */
export const accountRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/account',
        lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }),
        handle: { title: msg('Account and data') } satisfies RouteHandle,
      },
    ],
  },
];
