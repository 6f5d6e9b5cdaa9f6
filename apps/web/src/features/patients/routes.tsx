import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

const registration = { title: msg('Patient registration') } satisfies RouteHandle;
const consent = { title: msg('Patient consent') } satisfies RouteHandle;
/** The patient's own registration. */
const ownRegistration = {
  ...registration,
  ability: 'keepPatientFile',
  refusal: () => refusals().then((m) => m.keepPatientFile),
} satisfies RouteHandle;
/** The patient's own consents. */
const ownConsent = {
  ...consent,
  ability: 'keepPatientFile',
  refusal: () => refusals().then((m) => m.keepPatientFile2),
} satisfies RouteHandle;
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
      { path: '/patientInformation', lazy: informationPage, handle: ownRegistration },
      { path: '/patientInformation/:id', lazy: informationPage, handle: registration },
      { path: '/PatientConsent', lazy: consentPage, handle: ownConsent },
      { path: '/PatientConsent/:id', lazy: consentPage, handle: consent },
    ],
  },
];
