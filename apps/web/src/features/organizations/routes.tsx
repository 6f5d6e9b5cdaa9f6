import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

const addOrganization = async () => ({
  Component: (await import('./pages/AddOrganizationPage')).AddOrganizationPage,
});

/** The facility screens, each loaded when first opened; mounted by app/routes/organizations.tsx. */
export const organizationRoutes: RouteObject[] = [
  {
    path: '/verifyOrganizationEmail/:orgId/:userId',
    lazy: async () => ({
      Component: (await import('./pages/VerifyOrganizationEmailPage')).VerifyOrganizationEmailPage,
    }),
    handle: { title: 'Confirm the facility e-mail' } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      { path: '/addOrg', lazy: addOrganization, handle: { title: 'Add a Facility' } satisfies RouteHandle },
      {
        path: '/add-organization',
        lazy: addOrganization,
        handle: { title: 'Add a Facility' } satisfies RouteHandle,
      },
      {
        path: '/facilityrequest',
        lazy: async () => ({ Component: (await import('./pages/MyFacilitiesPage')).MyFacilitiesPage }),
        handle: { title: 'My Facilities' } satisfies RouteHandle,
      },
      {
        path: '/facilityrequest/:id',
        lazy: async () => ({ Component: (await import('./pages/ManageFacilityPage')).ManageFacilityPage }),
        handle: { title: 'Facility' } satisfies RouteHandle,
      },
    ],
  },
];
