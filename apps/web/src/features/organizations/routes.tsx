import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle';
import { OrganizationPage } from './pages/OrganizationPage';

/** The public facility screens, mounted by app/router.tsx. */
export const organizationRoutes: RouteObject[] = [
  {
    path: '/organization/:id',
    element: <OrganizationPage />,
    handle: { title: 'Facility' } satisfies RouteHandle,
  },
];
