import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

const publicProfile = async () => ({
  Component: (await import('./pages/PublicProfilePage')).PublicProfilePage,
});

/** The profile screens, each loaded when first opened; mounted by app/router.tsx. */
export const profileRoutes: RouteObject[] = [
  {
    path: '/user/:id',
    lazy: publicProfile,
    handle: { title: 'Profile' } satisfies RouteHandle,
  },
  // SPEC §2: the public doctor profile the 'Our Doctors' cards open.
  {
    path: '/DoctorProfile/:id',
    lazy: publicProfile,
    handle: { title: 'Doctor profile' } satisfies RouteHandle,
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/newUserProfile/:id',
        lazy: async () => ({ Component: (await import('./pages/EditProfilePage')).EditProfilePage }),
        handle: { title: 'Edit profile' } satisfies RouteHandle,
      },
    ],
  },
];
