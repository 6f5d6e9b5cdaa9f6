import { msg } from '../../lib/i18n';
import type { RouteObject } from 'react-router';
import { adminRoutes as administrationRoutes } from '../../features/admin/routes';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

/**
 * The administrators' screens, each loaded when first opened (each handle names the ability it needs):
 * the feature's own, and the request moderation page, which uses the request cards' moderation controls.
 */
export const adminRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/donationRequests',
        lazy: async () => ({ Component: (await import('../pages/AdminRequestsPage')).AdminRequestsPage }),
        handle: {
          title: msg('Manage Requests'),
          ability: 'moderateRequests',
          refusal: () => import('./refusals').then((m) => m.moderateRequests),
        } satisfies RouteHandle,
      },
    ],
  },
  ...administrationRoutes,
];
