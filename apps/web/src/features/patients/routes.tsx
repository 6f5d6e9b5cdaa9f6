import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { PatientConsentPage } from './pages/PatientConsentPage';
import { PatientInformationPage } from './pages/PatientInformationPage';

const registration = { title: 'Patient registration' } satisfies RouteHandle;
const consent = { title: 'Patient consent' } satisfies RouteHandle;

/** The patient care screens (SPEC §2 login-protected routes), mounted by app/router.tsx. */
export const patientRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/patientInformation', element: <PatientInformationPage />, handle: registration },
      { path: '/patientInformation/:id', element: <PatientInformationPage />, handle: registration },
      { path: '/PatientConsent', element: <PatientConsentPage />, handle: consent },
      { path: '/PatientConsent/:id', element: <PatientConsentPage />, handle: consent },
    ],
  },
];
