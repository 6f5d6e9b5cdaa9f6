import { MANAGE_PODCASTS_PATH, PODCASTS_PATH } from '@carenet/shared';
import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The podcasts' screens, each loaded when first opened; mounted by app/router.tsx. */
export const podcastRoutes: RouteObject[] = [
  {
    path: PODCASTS_PATH,
    lazy: async () => ({ Component: (await import('./pages/PodcastsPage')).PodcastsPage }),
    handle: { title: msg('Podcasts') } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      {
        path: MANAGE_PODCASTS_PATH,
        lazy: async () => ({ Component: (await import('./pages/ManagePodcastsPage')).ManagePodcastsPage }),
        handle: {
          title: msg('Manage Podcasts'),
          ability: 'managePodcasts',
          refusal: () => import('./refusals').then((m) => m.managePodcasts),
        } satisfies RouteHandle,
      },
    ],
  },
];
