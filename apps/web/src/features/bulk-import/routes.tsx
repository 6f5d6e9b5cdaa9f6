import type { RouteObject } from 'react-router';
import type { BulkImportKind } from '@carenet/shared';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

const bulkUploadPage = (kind: BulkImportKind) => async () => {
  const { BulkUploadPage } = await import('./pages/BulkUploadPage');
  return { Component: () => <BulkUploadPage kind={kind} /> };
};

/** docs/screens-and-flows.md#flows admin routes for bulk uploads, each loaded when first opened; mounted by app/router.tsx. */
export const bulkImportRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/uploaddata',
        lazy: bulkUploadPage('users'),
        handle: {
          title: msg('Bulk Upload Users'),
          ability: 'importData',
          refusal: () => refusals().then((m) => m.importData),
        } satisfies RouteHandle,
      },
      {
        path: '/facilitiesOrgDetails',
        lazy: bulkUploadPage('organizations'),
        handle: {
          title: msg('Bulk Upload Facilities'),
          ability: 'importData',
          refusal: () => refusals().then((m) => m.importData2),
        } satisfies RouteHandle,
      },
    ],
  },
];
