import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The prescription screens (docs/screens-and-flows.md#flows login-protected routes), loaded when first opened; mounted by app/router.tsx. */
export const prescriptionRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/doctorpresciption',
        lazy: async () => ({
          Component: (await import('./pages/DoctorPrescriptionsPage')).DoctorPrescriptionsPage,
        }),
        handle: { title: msg('My Prescriptions') } satisfies RouteHandle,
      },
    ],
  },
];
