import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The administrators' onboarding screens (docs/screens-and-flows.md#routes login-protected routes), each loaded when first opened. */
export const onboardingRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/add-doctor',
        lazy: async () => ({ Component: (await import('./pages/AddDoctorPage')).AddDoctorPage }),
        handle: { title: msg('Add Doctor') } satisfies RouteHandle,
      },
      {
        path: '/add-patient',
        lazy: async () => ({ Component: (await import('./pages/AddPatientPage')).AddPatientPage }),
        handle: { title: msg('Add Patient') } satisfies RouteHandle,
      },
      {
        path: '/add-hospital',
        lazy: async () => ({ Component: (await import('./pages/AddHospitalPage')).AddHospitalPage }),
        handle: { title: msg('Add Hospital') } satisfies RouteHandle,
      },
    ],
  },
];
