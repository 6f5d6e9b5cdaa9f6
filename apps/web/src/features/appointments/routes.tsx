import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

/** Scheduling and appointments (SPEC §2 login-protected routes), each loaded when first opened; mounted by app/router.tsx. */
export const appointmentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/doctorscheduling',
        lazy: async () => ({
          Component: (await import('./pages/DoctorSchedulingPage')).DoctorSchedulingPage,
        }),
        handle: { title: 'Doctor Scheduling' } satisfies RouteHandle,
      },
      {
        path: '/member/myAppointments',
        lazy: async () => ({ Component: (await import('./pages/MyAppointmentsPage')).MyAppointmentsPage }),
        handle: { title: 'My Appointments' } satisfies RouteHandle,
      },
    ],
  },
];
