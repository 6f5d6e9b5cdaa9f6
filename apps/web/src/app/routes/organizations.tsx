import { msg } from '../../lib/i18n';
import type { RouteObject } from 'react-router';
import { organizationRoutes as facilityFeatureRoutes } from '../../features/organizations/routes';
import type { RouteHandle } from '../../lib/routeHandle';

/** The facility screens: the feature's own, the facility page, which also lists the facility's requests, and /invitation. */
export const organizationRoutes: RouteObject[] = [
  {
    path: '/organization/:id',
    lazy: async () => ({ Component: (await import('../pages/OrganizationPage')).OrganizationPage }),
    handle: { title: msg('Facility') } satisfies RouteHandle,
  },
  // A facility's invitation or a 'Refer a doctor' one: the page tells them apart by the link's hash.
  {
    path: '/invitation',
    lazy: async () => ({ Component: (await import('../pages/InvitationPage')).InvitationPage }),
    handle: { title: msg('Invitation') } satisfies RouteHandle,
  },
  ...facilityFeatureRoutes,
];
