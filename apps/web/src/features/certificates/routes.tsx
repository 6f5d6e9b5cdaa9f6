import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** Certificates: the holder's list (login-protected) and the public check; mounted by app/router.tsx. */
export const certificateRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/downloads/myCertificates',
        lazy: async () => ({ Component: (await import('./pages/MyCertificatesPage')).MyCertificatesPage }),
        handle: { title: msg('My Certificates') } satisfies RouteHandle,
      },
    ],
  },
  {
    path: '/certificates/verify/:id',
    lazy: async () => ({ Component: (await import('./pages/VerifyCertificatePage')).VerifyCertificatePage }),
    handle: { title: msg('Check a certificate') } satisfies RouteHandle,
  },
];
