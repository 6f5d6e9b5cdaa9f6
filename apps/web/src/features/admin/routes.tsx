import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

const manageUsers = async () => ({
  Component: (await import('./pages/ManageUsersPage')).ManageUsersPage,
});
const manageFacilities = async () => ({
  Component: (await import('./pages/ManageFacilitiesPage')).ManageFacilitiesPage,
});

const manageUsersHandle = {
  title: msg('Manage Users'),
  ability: 'manageUsers',
  refusal: () => refusals().then((m) => m.manageUsers),
} satisfies RouteHandle;
const manageFacilitiesHandle = {
  title: msg('Manage Facilities'),
  ability: 'manageFacilities',
  refusal: () => refusals().then((m) => m.manageFacilities),
} satisfies RouteHandle;

/**
 * The administrators' user and facility screens, each loaded when first opened (each handle names the
 * ability it needs); mounted by app/routes/admin.tsx beside the request moderation page.
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
        handle: {
          title: msg('User details'),
          ability: 'manageUsers',
          refusal: () => refusals().then((m) => m.manageUsers2),
        } satisfies RouteHandle,
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
