import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';

/** Events, registration, donations and coupons (docs/events-and-coupons.md); mounted by app/router.tsx. */
export const eventRoutes: RouteObject[] = [
  {
    path: '/event/2024/:form',
    lazy: async () => ({ Component: (await import('./pages/Event2024RedirectPage')).Event2024RedirectPage }),
    handle: { title: 'Hospital Health Fest' } satisfies RouteHandle,
  },
  {
    path: '/event/payment',
    lazy: async () => ({ Component: (await import('./pages/EventPaymentPage')).EventPaymentPage }),
    handle: { title: 'Event payment', chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/event/:slug',
    lazy: async () => ({ Component: (await import('./pages/EventPage')).EventPage }),
    handle: { title: 'Event' } satisfies RouteHandle,
  },
  {
    path: '/event/:slug/donate',
    lazy: async () => ({ Component: (await import('./pages/EventDonatePage')).EventDonatePage }),
    handle: { title: 'Donate to the event' } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/manageEvents',
        lazy: async () => ({ Component: (await import('./pages/ManageEventsPage')).ManageEventsPage }),
        handle: { title: 'Manage Events' } satisfies RouteHandle,
      },
      {
        path: '/admin/manageCoupons',
        lazy: async () => ({ Component: (await import('./pages/ManageCouponsPage')).ManageCouponsPage }),
        handle: { title: 'Manage Coupons' } satisfies RouteHandle,
      },
      {
        path: '/admin/eventCheckin',
        lazy: async () => ({ Component: (await import('./pages/EventCheckInPage')).EventCheckInPage }),
        handle: { title: 'Event Check-in' } satisfies RouteHandle,
      },
    ],
  },
];
