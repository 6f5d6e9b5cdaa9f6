import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { AdminRequestsPage } from './pages/AdminRequestsPage';

/** The administrators' screens of SPEC §2 "Admin routes" (each page refuses everyone else). */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/admin/donationRequests',
        element: <AdminRequestsPage />,
        handle: { title: 'Manage Requests' } satisfies RouteHandle,
      },
    ],
  },
];
