import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

/** /finddoctors and /admin/manageDirectory (signed in) and /DoctorProfileAi/{id} (public), each loaded when first opened; mounted by app/router.tsx. */
export const findDoctorRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/finddoctors',
        lazy: async () => ({ Component: (await import('./pages/FindDoctorsPage')).FindDoctorsPage }),
        handle: { title: 'Find Doctors' } satisfies RouteHandle,
      },
      {
        path: '/admin/manageDirectory',
        lazy: async () => ({ Component: (await import('./pages/ManageDirectoryPage')).ManageDirectoryPage }),
        handle: { title: 'Hospital directory' } satisfies RouteHandle,
      },
    ],
  },
  {
    path: '/DoctorProfileAi/:id',
    lazy: async () => ({ Component: (await import('./pages/DirectoryProfilePage')).DirectoryProfilePage }),
    handle: { title: 'Doctor profile' } satisfies RouteHandle,
  },
];
