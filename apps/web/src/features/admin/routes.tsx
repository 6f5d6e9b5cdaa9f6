import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const manageUsers = async () => ({
  Component: (await import('./pages/ManageUsersPage')).ManageUsersPage,
});
const manageFacilities = async () => ({
  Component: (await import('./pages/ManageFacilitiesPage')).ManageFacilitiesPage,
});

const manageUsersHandle = { title: msg('Manage Users') } satisfies RouteHandle;
const manageFacilitiesHandle = { title: msg('Manage Facilities') } satisfies RouteHandle;

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
        handle: manageUsersHandle,
      },
      { path: '/admin/userList', lazy: manageUsers, handle: manageUsersHandle },
      {
        path: '/viewUserDetails/:id',
        lazy: async () => ({ Component: (await import('./pages/UserDetailsPage')).UserDetailsPage }),
        handle: { title: msg('User details') } satisfies RouteHandle,
      },
      {
        path: '/admin/manageFacilities',
        lazy: manageFacilities,
        handle: manageFacilitiesHandle,
      },
      {
        path: '/admin/organization',
        lazy: manageFacilities,
        handle: manageFacilitiesHandle,
      },
    ],
  },
];
