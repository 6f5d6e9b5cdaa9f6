import type { CatalogueKind } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

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
          refusal: () => refusals().then((m) => m.manageCatalogues),
        } satisfies RouteHandle,
      },
      {
        path: '/managespecialization',
        lazy: cataloguePage('specialty'),
        handle: {
          title: msg('Manage specialties'),
          ability: 'manageCatalogues',
          refusal: () => refusals().then((m) => m.manageCatalogues2),
        } satisfies RouteHandle,
      },
    ],
  },
];
