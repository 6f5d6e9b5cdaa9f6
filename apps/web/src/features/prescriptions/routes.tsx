import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { DoctorPrescriptionsPage } from './pages/DoctorPrescriptionsPage';

/** The prescription screens (SPEC §2 login-protected routes), mounted by app/router.tsx. */
export const prescriptionRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/doctorpresciption',
        element: <DoctorPrescriptionsPage />,
        handle: { title: 'My Prescriptions' } satisfies RouteHandle,
      },
    ],
  },
];
