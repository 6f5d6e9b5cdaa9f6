import type { RouteObject } from 'react-router';
import { organizationRoutes as facilityFeatureRoutes } from '../../features/organizations/routes';
import type { RouteHandle } from '../../lib/routeHandle';

/** The facility screens: the feature's own, and the facility page, which also lists the facility's requests. */
export const organizationRoutes: RouteObject[] = [
  {
    path: '/organization/:id',
    lazy: async () => ({ Component: (await import('../pages/OrganizationPage')).OrganizationPage }),
    handle: { title: 'Facility' } satisfies RouteHandle,
  },
  ...facilityFeatureRoutes,
];
