import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

/** The prescription screens (SPEC §2 login-protected routes), loaded when first opened; mounted by app/router.tsx. */
export const prescriptionRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/doctorpresciption',
        lazy: async () => ({
          Component: (await import('./pages/DoctorPrescriptionsPage')).DoctorPrescriptionsPage,
        }),
        handle: { title: 'My Prescriptions' } satisfies RouteHandle,
      },
    ],
  },
];
