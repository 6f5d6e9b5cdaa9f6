import { CONFIRM_APPLICATION_PATH } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';

/** The applications screens of their own, mounted by app/router.tsx: a guest confirms an application (public). */
export const applicationRoutes: RouteObject[] = [
  {
    path: CONFIRM_APPLICATION_PATH,
    lazy: async () => ({
      Component: (await import('./pages/ConfirmApplicationPage')).ConfirmApplicationPage,
    }),
    handle: { title: 'Confirm your application' } satisfies RouteHandle,
  },
];
