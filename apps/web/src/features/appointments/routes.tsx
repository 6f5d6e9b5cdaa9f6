import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { DoctorSchedulingPage } from './pages/DoctorSchedulingPage';
import { MyAppointmentsPage } from './pages/MyAppointmentsPage';

/** Scheduling and appointments (SPEC §2 login-protected routes), mounted by app/router.tsx. */
export const appointmentRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/doctorscheduling',
        element: <DoctorSchedulingPage />,
        handle: { title: 'Doctor Scheduling' } satisfies RouteHandle,
      },
      {
        path: '/member/myAppointments',
        element: <MyAppointmentsPage />,
        handle: { title: 'My Appointments' } satisfies RouteHandle,
      },
    ],
  },
];
