import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** Scheduling and appointments (docs/screens-and-flows.md#routes login-protected routes), each loaded when first opened; mounted by app/router.tsx. */
export const appointmentRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/doctorscheduling',
        lazy: async () => ({
          Component: (await import('./pages/DoctorSchedulingPage')).DoctorSchedulingPage,
        }),
        handle: {
          title: msg('Doctor Scheduling'),
          ability: 'publishAvailability',
          refusal: () => import('./refusals').then((m) => m.publishAvailability),
        } satisfies RouteHandle,
      },
      {
        path: '/member/myAppointments',
        lazy: async () => ({ Component: (await import('./pages/MyAppointmentsPage')).MyAppointmentsPage }),
        handle: { title: msg('My Appointments') } satisfies RouteHandle,
      },
    ],
  },
];
