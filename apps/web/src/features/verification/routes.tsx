import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

const verificationPage = (kind: 'doctor' | 'facility' | 'organization') => async () => {
  const { VerificationPage } = await import('./pages/VerificationPage');
  return { Component: () => <VerificationPage kind={kind} /> };
};

/** Clinician verification (login-protected), each screen loaded when first opened; mounted by app/router.tsx. */
export const verificationRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/profileverification',
        lazy: verificationPage('doctor'),
        handle: {
          title: msg('Profile verification'),
          ability: 'submitDoctorVerification',
          refusal: () => refusals().then((m) => m.submitDoctorVerification),
        } satisfies RouteHandle,
      },
      {
        path: '/facilityverification',
        lazy: verificationPage('facility'),
        handle: {
          title: msg('Facility verification'),
          ability: 'submitFacilityVerification',
          refusal: () => refusals().then((m) => m.submitFacilityVerification),
        } satisfies RouteHandle,
      },
      {
        path: '/organizationVerification',
        lazy: verificationPage('organization'),
        handle: { title: msg('Organization verification') } satisfies RouteHandle,
      },
      {
        path: '/admin/verifications',
        lazy: async () => ({
          Component: (await import('./pages/VerificationQueuePage')).VerificationQueuePage,
        }),
        handle: {
          title: msg('Verification queue'),
          ability: 'verifyAccounts',
          refusal: () => refusals().then((m) => m.verifyAccounts),
        } satisfies RouteHandle,
      },
    ],
  },
];
