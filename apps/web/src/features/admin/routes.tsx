import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

const manageUsers = async () => ({
  Component: (await import('./pages/ManageUsersPage')).ManageUsersPage,
});
const manageFacilities = async () => ({
  Component: (await import('./pages/ManageFacilitiesPage')).ManageFacilitiesPage,
});

/**
 * The administrators' user and facility screens, each loaded when first opened (each page refuses everyone
 * else); mounted by app/routes/admin.tsx beside the request moderation page.
 */
export const adminRoutes: RouteObject[] = [
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/manageUserLists',
        lazy: manageUsers,
        handle: { title: 'Manage Users' } satisfies RouteHandle,
      },
      { path: '/admin/userList', lazy: manageUsers, handle: { title: 'Manage Users' } satisfies RouteHandle },
      {
        path: '/viewUserDetails/:id',
        lazy: async () => ({ Component: (await import('./pages/UserDetailsPage')).UserDetailsPage }),
        handle: { title: 'User details' } satisfies RouteHandle,
      },
      {
        path: '/admin/manageFacilities',
        lazy: manageFacilities,
        handle: { title: 'Manage Facilities' } satisfies RouteHandle,
      },
      {
        path: '/admin/organization',
        lazy: manageFacilities,
        handle: { title: 'Manage Facilities' } satisfies RouteHandle,
      },
    ],
  },
];
