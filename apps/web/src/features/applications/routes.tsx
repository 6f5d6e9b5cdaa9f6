import { CONFIRM_APPLICATION_PATH } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The applications screens of their own, mounted by app/router.tsx: a guest confirms an application (public). */
export const applicationRoutes: RouteObject[] = [
  {
    path: CONFIRM_APPLICATION_PATH,
    lazy: async () => ({
      Component: (await import('./pages/ConfirmApplicationPage')).ConfirmApplicationPage,
    }),
    handle: { title: msg('Confirm your application') } satisfies RouteHandle,
  },
];
