import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** /finddoctors and /admin/manageDirectory (signed in) and /DoctorProfileAi/{id} (public), each loaded when first opened; mounted by app/router.tsx. */
export const findDoctorRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/finddoctors',
        lazy: async () => ({ Component: (await import('./pages/FindDoctorsPage')).FindDoctorsPage }),
        handle: { title: msg('Find Doctors') } satisfies RouteHandle,
      },
      {
        path: '/admin/manageDirectory',
        lazy: async () => ({ Component: (await import('./pages/ManageDirectoryPage')).ManageDirectoryPage }),
        handle: {
          title: msg('Hospital directory'),
          ability: 'manageDirectory',
          refusal: () => import('./refusals').then((m) => m.manageDirectory),
        } satisfies RouteHandle,
      },
    ],
  },
  {
    path: '/DoctorProfileAi/:id',
    lazy: async () => ({ Component: (await import('./pages/DirectoryProfilePage')).DirectoryProfilePage }),
    handle: { title: msg('Doctor profile') } satisfies RouteHandle,
  },
];
