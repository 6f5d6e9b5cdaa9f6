import type { RouteObject } from 'react-router';
import { FACILITY_INVITATIONS_PATH, NEAREST_HOSPITAL_PATH } from '@carenet/shared';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const addOrganization = async () => ({
  Component: (await import('./pages/AddOrganizationPage')).AddOrganizationPage,
});

const addFacilityHandle = {
  title: msg('Add a Facility'),
  ability: 'createFacility',
  refusal: () => import('./refusals').then((m) => m.createFacility),
} satisfies RouteHandle;

/** The facility screens, each loaded when first opened; mounted by app/routes/organizations.tsx. */
export const organizationRoutes: RouteObject[] = [
  // Public: the assistant's emergency card sends people here, signed in or not.
  {
    path: NEAREST_HOSPITAL_PATH,
    lazy: async () => ({ Component: (await import('./pages/NearestHospitalPage')).NearestHospitalPage }),
    handle: { title: msg('Nearest hospitals') } satisfies RouteHandle,
  },
  {
    path: '/verifyOrganizationEmail/:orgId/:userId',
    lazy: async () => ({
      Component: (await import('./pages/VerifyOrganizationEmailPage')).VerifyOrganizationEmailPage,
    }),
    handle: { title: msg('Confirm the facility e-mail') } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      { path: '/addOrg', lazy: addOrganization, handle: addFacilityHandle },
      {
        path: '/add-organization',
        lazy: addOrganization,
        handle: addFacilityHandle,
      },
      {
        path: '/facilityrequest',
        lazy: async () => ({ Component: (await import('./pages/MyFacilitiesPage')).MyFacilitiesPage }),
        handle: { title: msg('My Facilities') } satisfies RouteHandle,
      },
      {
        path: FACILITY_INVITATIONS_PATH,
        lazy: async () => ({
          Component: (await import('./pages/FacilityInvitationsPage')).FacilityInvitationsPage,
        }),
        handle: { title: msg('Facility invitations') } satisfies RouteHandle,
      },
      {
        path: '/facilityrequest/:id',
        lazy: async () => ({ Component: (await import('./pages/ManageFacilityPage')).ManageFacilityPage }),
        handle: { title: msg('Facility') } satisfies RouteHandle,
      },
    ],
  },
];
