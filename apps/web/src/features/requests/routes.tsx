import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../lib/routeHandle';

const titled = (title: string): RouteHandle => ({ title });
const requestForm = (kind: 'request' | 'campaign') => async () => {
  const { RequestFormPage } = await import('./pages/RequestFormPage');
  // An element rather than a component made here, so going from one form route to another keeps the form.
  return { element: <RequestFormPage kind={kind} /> };
};

/** The care request screens of SPEC §2, each loaded when first opened; mounted by app/router.tsx. */
export const requestRoutes: RouteObject[] = [
  {
    path: '/donationRequest/:id',
    lazy: async () => ({ Component: (await import('./pages/RequestDetailPage')).RequestDetailPage }),
    handle: titled('Request'),
  },
  // SPEC §2 lists /doctorrequest (create campaign) among the public routes: visitors are asked to sign in.
  { path: '/doctorrequest', lazy: requestForm('campaign'), handle: titled('Create campaign') },
  {
    element: <RequireAuth />,
    children: [
      { path: '/new-request', lazy: requestForm('request'), handle: titled('Create request') },
      { path: '/create-request', lazy: requestForm('request'), handle: titled('Create request') },
      { path: '/new-request/:id', lazy: requestForm('request'), handle: titled('Edit request') },
      { path: '/doctorrequest/:id', lazy: requestForm('campaign'), handle: titled('Edit campaign') },
      {
        path: '/myrequests',
        lazy: async () => ({ Component: (await import('./pages/FreeCampaignsPage')).FreeCampaignsPage }),
        handle: titled('Free Campaigns'),
      },
      {
        path: '/doctorrequests',
        lazy: async () => ({ Component: (await import('./pages/DoctorRequestsPage')).DoctorRequestsPage }),
        handle: titled('My Requests'),
      },
      {
        path: '/myfavourites',
        lazy: async () => ({ Component: (await import('./pages/FavouritesPage')).FavouritesPage }),
        handle: titled('My Favourites'),
      },
    ],
  },
];
