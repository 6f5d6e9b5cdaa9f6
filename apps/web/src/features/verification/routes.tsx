import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

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
          refusal: {
            title: msg('Profile verification is for doctors'),
            text: msg(
              'Doctors submit their medical council registration here so that they can care for patients on CareNet. Choose the Doctor role on your profile first if you are one.',
            ),
          },
        } satisfies RouteHandle,
      },
      {
        path: '/facilityverification',
        lazy: verificationPage('facility'),
        handle: {
          title: msg('Facility verification'),
          ability: 'submitFacilityVerification',
          refusal: {
            title: msg('Facility verification is for facilities'),
            text: msg(
              'Hospitals and clinics submit their registration here. Choose the Facilities role on your profile first if you act for one.',
            ),
          },
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
          refusal: { text: msg('Reviewing doctors’ and facilities’ verification is for administrators.') },
        } satisfies RouteHandle,
      },
    ],
  },
];
