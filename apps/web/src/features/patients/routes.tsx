import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const registration = { title: msg('Patient registration') } satisfies RouteHandle;
const consent = { title: msg('Patient consent') } satisfies RouteHandle;
/** The patient's own registration. */
const ownRegistration = {
  ...registration,
  ability: 'keepPatientFile',
  refusal: {
    title: msg('Patient registration is for patients'),
    text: msg(
      'Patients fill in their intake registration here. A patient’s registration is shown to the doctors caring for them beside the patient’s request.',
    ),
    otherwise: {
      ability: 'onboardUsers',
      text: msg(
        'Patients fill in their own registration here. To read or complete a patient’s, open it from Manage Users or from their request.',
      ),
    },
  },
} satisfies RouteHandle;
/** The patient's own consents. */
const ownConsent = {
  ...consent,
  ability: 'keepPatientFile',
  refusal: {
    title: msg('Patient consent is for patients'),
    text: msg(
      'Patients give and withdraw their consents here. The consents a patient has given are shown to the doctors caring for them beside the patient’s request.',
    ),
  },
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
