import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const registration = { title: msg('Patient registration') } satisfies RouteHandle;
const consent = { title: msg('Patient consent') } satisfies RouteHandle;
const informationPage = async () => ({
  Component: (await import('./pages/PatientInformationPage')).PatientInformationPage,
});
const consentPage = async () => ({
  Component: (await import('./pages/PatientConsentPage')).PatientConsentPage,
});

/** The patient care screens (docs/screens-and-flows.md#routes login-protected routes), each loaded when first opened; mounted by app/router.tsx. */
export const patientRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      { path: '/patientInformation', lazy: informationPage, handle: registration },
      { path: '/patientInformation/:id', lazy: informationPage, handle: registration },
      { path: '/PatientConsent', lazy: consentPage, handle: consent },
      { path: '/PatientConsent/:id', lazy: consentPage, handle: consent },
    ],
  },
];
