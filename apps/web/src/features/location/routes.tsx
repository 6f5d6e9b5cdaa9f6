import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** /locationaccept (public, loaded when first opened); mounted by app/router.tsx. */
export const locationRoutes: RouteObject[] = [
  {
    path: '/locationaccept',
    lazy: async () => ({ Component: (await import('./pages/LocationAcceptPage')).LocationAcceptPage }),
    handle: { title: msg('Share your location') } satisfies RouteHandle,
  },
];
