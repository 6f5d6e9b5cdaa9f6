import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const FOR_ADMINISTRATORS = msg(
  '{page} is for administrators. If you need access, ask an administrator of CareNet.',
);

const manageUsers = async () => ({
  Component: (await import('./pages/ManageUsersPage')).ManageUsersPage,
});
const manageFacilities = async () => ({
  Component: (await import('./pages/ManageFacilitiesPage')).ManageFacilitiesPage,
});

const manageUsersHandle = {
  title: msg('Manage Users'),
  ability: 'manageUsers',
  refusal: { text: FOR_ADMINISTRATORS, page: msg('Managing users') },
} satisfies RouteHandle;
const manageFacilitiesHandle = {
  title: msg('Manage Facilities'),
  ability: 'manageFacilities',
  refusal: { text: FOR_ADMINISTRATORS, page: msg('Managing facilities') },
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
          refusal: { text: FOR_ADMINISTRATORS, page: msg("Viewing a user's details") },
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
