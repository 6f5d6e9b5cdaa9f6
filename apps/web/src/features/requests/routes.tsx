import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { DoctorRequestsPage } from './pages/DoctorRequestsPage';
import { FavouritesPage } from './pages/FavouritesPage';
import { FreeCampaignsPage } from './pages/FreeCampaignsPage';
import { RequestDetailPage } from './pages/RequestDetailPage';
import { RequestFormPage } from './pages/RequestFormPage';

const titled = (title: string): RouteHandle => ({ title });

/** The care request screens of SPEC §2, mounted by app/router.tsx. */
export const requestRoutes: RouteObject[] = [
  { path: '/donationRequest/:id', element: <RequestDetailPage />, handle: titled('Request') },
  // SPEC §2 lists /doctorrequest (create campaign) among the public routes: visitors are asked to sign in.
  { path: '/doctorrequest', element: <RequestFormPage kind="campaign" />, handle: titled('Create campaign') },
  {
    element: <RequireAuth />,
    children: [
      { path: '/new-request', element: <RequestFormPage kind="request" />, handle: titled('Create request') },
      {
        path: '/create-request',
        element: <RequestFormPage kind="request" />,
        handle: titled('Create request'),
      },
      {
        path: '/new-request/:id',
        element: <RequestFormPage kind="request" />,
        handle: titled('Edit request'),
      },
      {
        path: '/doctorrequest/:id',
        element: <RequestFormPage kind="campaign" />,
        handle: titled('Edit campaign'),
      },
      { path: '/myrequests', element: <FreeCampaignsPage />, handle: titled('Free Campaigns') },
      { path: '/doctorrequests', element: <DoctorRequestsPage />, handle: titled('My Requests') },
      { path: '/myfavourites', element: <FavouritesPage />, handle: titled('My Favourites') },
    ],
  },
];
