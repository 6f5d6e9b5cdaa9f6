import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const onboarding = (title: string) =>
  ({
    title,
    ability: 'onboardUsers',
    refusal: () => import('./refusals').then((m) => m.onboardUsers),
  }) satisfies RouteHandle;

/** The administrators' onboarding screens (docs/screens-and-flows.md#routes login-protected routes), each loaded when first opened. */
export const onboardingRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/add-doctor',
        lazy: async () => ({ Component: (await import('./pages/AddDoctorPage')).AddDoctorPage }),
        handle: onboarding(msg('Add Doctor')),
      },
      {
        path: '/add-patient',
        lazy: async () => ({ Component: (await import('./pages/AddPatientPage')).AddPatientPage }),
        handle: onboarding(msg('Add Patient')),
      },
      {
        path: '/add-hospital',
        lazy: async () => ({ Component: (await import('./pages/AddHospitalPage')).AddHospitalPage }),
        handle: onboarding(msg('Add Hospital')),
      },
    ],
  },
];
