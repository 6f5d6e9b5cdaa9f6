import { msg } from '../../lib/i18n';
import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

const publicProfile = async () => ({
  Component: (await import('../pages/PublicProfilePage')).PublicProfilePage,
});

/**
 * The profile screens, each loaded when first opened; mounted by app/router.tsx. Both combine features: a
 * profile offers booking and lists donations, and its editor verifies the phone number.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: '/user/:id',
    lazy: publicProfile,
    handle: { title: msg('Profile') } satisfies RouteHandle,
  },
  // docs/screens-and-flows.md#home-and-feed: the public doctor profile the 'Our Doctors' cards open.
  {
    path: '/DoctorProfile/:id',
    lazy: publicProfile,
    handle: { title: msg('Doctor profile') } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/newUserProfile/:id',
        lazy: async () => ({ Component: (await import('../pages/EditProfilePage')).EditProfilePage }),
        handle: { title: msg('Edit profile') } satisfies RouteHandle,
      },
    ],
  },
];
