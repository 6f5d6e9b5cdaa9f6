import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The referrals' own screen (login-protected, loaded when first opened); mounted by app/router.tsx. */
export const referralRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/referDoctor',
        lazy: async () => ({ Component: (await import('./pages/ReferDoctorPage')).ReferDoctorPage }),
        handle: { title: msg('Refer a doctor') } satisfies RouteHandle,
      },
    ],
  },
];
