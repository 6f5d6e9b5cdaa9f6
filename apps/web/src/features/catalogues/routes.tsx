import type { CatalogueKind } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const cataloguePage = (kind: CatalogueKind) => async () => {
  const { ManageCataloguePage } = await import('./pages/ManageCataloguePage');
  return { Component: () => <ManageCataloguePage kind={kind} /> };
};

/** The administrators' catalogue screens (login-protected, loaded when first opened); mounted by app/router.tsx. */
export const catalogueRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/manageservices',
        lazy: cataloguePage('facilityService'),
        handle: {
          title: msg('Manage Facility Services'),
          ability: 'manageCatalogues',
          refusal: {
            text: msg(
              'Managing services is for administrators. If you need access, ask an administrator of CareNet.',
            ),
          },
        } satisfies RouteHandle,
      },
      {
        path: '/managespecialization',
        lazy: cataloguePage('specialty'),
        handle: {
          title: msg('Manage specialties'),
          ability: 'manageCatalogues',
          refusal: {
            text: msg(
              'Managing specialties is for administrators. If you need access, ask an administrator of CareNet.',
            ),
          },
        } satisfies RouteHandle,
      },
    ],
  },
];
