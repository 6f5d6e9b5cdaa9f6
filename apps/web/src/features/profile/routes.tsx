import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { EditProfilePage } from './pages/EditProfilePage';
import { PublicProfilePage } from './pages/PublicProfilePage';

/** The profile screens, mounted by app/router.tsx. */
export const profileRoutes: RouteObject[] = [
  {
    path: '/user/:id',
    element: <PublicProfilePage />,
    handle: { title: 'Profile' } satisfies RouteHandle,
  },
  // SPEC §2: the public doctor profile the 'Our Doctors' cards open.
  {
    path: '/DoctorProfile/:id',
    element: <PublicProfilePage />,
    handle: { title: 'Doctor profile' } satisfies RouteHandle,
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/newUserProfile/:id',
        element: <EditProfilePage />,
        handle: { title: 'Edit profile' } satisfies RouteHandle,
      },
    ],
  },
];
