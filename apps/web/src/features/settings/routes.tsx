import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** /admin/settings: which driver each outside service runs on, loaded when first opened; mounted by app/router.tsx. */
export const settingsRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/settings',
        lazy: async () => ({ Component: (await import('./pages/SettingsPage')).SettingsPage }),
        handle: {
          title: msg('Settings'),
          ability: 'viewSettings',
          refusal: () => import('./refusals').then((m) => m.viewSettings),
        } satisfies RouteHandle,
      },
    ],
  },
];
