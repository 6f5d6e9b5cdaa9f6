import type { RouteObject } from 'react-router';
import { requestFormRoutes } from '../../features/requests/routes';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

const titled = (title: string): RouteHandle => ({ title });

/**
 * The care request screens, each loaded when first opened: the request forms, and the request page and
 * lists, whose cards carry other features' actions (apply, donate, discuss, meet).
 */
export const requestRoutes: RouteObject[] = [
  {
    path: '/donationRequest/:id',
    lazy: async () => ({ Component: (await import('../pages/RequestDetailPage')).RequestDetailPage }),
    handle: titled('Request'),
  },
  ...requestFormRoutes,
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/myrequests',
        lazy: async () => ({ Component: (await import('../pages/FreeCampaignsPage')).FreeCampaignsPage }),
        handle: titled('Free Campaigns'),
      },
      {
        path: '/doctorrequests',
        lazy: async () => ({ Component: (await import('../pages/DoctorRequestsPage')).DoctorRequestsPage }),
        handle: titled('My Requests'),
      },
      {
        path: '/myfavourites',
        lazy: async () => ({ Component: (await import('../pages/FavouritesPage')).FavouritesPage }),
        handle: titled('My Favourites'),
      },
    ],
  },
];
