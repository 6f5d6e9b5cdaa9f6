import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { PatientInformationPage } from './pages/PatientInformationPage';

/** The patient care screens (SPEC §2 login-protected routes), mounted by app/router.tsx. */
export const patientRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/patientInformation',
        element: <PatientInformationPage />,
        handle: { title: 'Patient registration' } satisfies RouteHandle,
      },
    ],
  },
];
