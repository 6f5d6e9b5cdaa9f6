import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The words of these screens' refusals, loaded only when someone is refused. */
const refusals = () => import('./refusals');

/**
 * Events, registration, donations and coupons (docs/events-and-coupons.md); mounted by app/router.tsx.
 * The public pages are the event's forms: no top bar or footer (docs/screens-and-flows.md#layout).
 */
export const eventRoutes: RouteObject[] = [
  {
    path: '/event/2024/:form',
    lazy: async () => ({ Component: (await import('./pages/Event2024RedirectPage')).Event2024RedirectPage }),
    handle: { title: msg('Hospital Health Fest'), chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/event/payment',
    lazy: async () => ({ Component: (await import('./pages/EventPaymentPage')).EventPaymentPage }),
    handle: { title: msg('Event payment'), chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/event/registration/confirm',
    lazy: async () => ({ Component: (await import('./pages/EventConfirmPage')).EventConfirmPage }),
    handle: { title: msg('Confirm your registration'), chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/event/:slug',
    lazy: async () => ({ Component: (await import('./pages/EventPage')).EventPage }),
    handle: { title: msg('Event'), chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/event/:slug/donate',
    lazy: async () => ({ Component: (await import('./pages/EventDonatePage')).EventDonatePage }),
    handle: { title: msg('Donate to the event'), chromeless: true } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/manageEvents',
        lazy: async () => ({ Component: (await import('./pages/ManageEventsPage')).ManageEventsPage }),
        handle: {
          title: msg('Manage Events'),
          ability: 'manageEvents',
          refusal: () => refusals().then((m) => m.manageEvents),
        } satisfies RouteHandle,
      },
      {
        path: '/admin/manageCoupons',
        lazy: async () => ({ Component: (await import('./pages/ManageCouponsPage')).ManageCouponsPage }),
        handle: {
          title: msg('Manage Coupons'),
          ability: 'manageCoupons',
          refusal: () => refusals().then((m) => m.manageCoupons),
        } satisfies RouteHandle,
      },
      {
        path: '/admin/eventCheckin',
        lazy: async () => ({ Component: (await import('./pages/EventCheckInPage')).EventCheckInPage }),
        handle: {
          title: msg('Event Check-in'),
          ability: 'checkInEvents',
          refusal: () => refusals().then((m) => m.checkInEvents),
        } satisfies RouteHandle,
      },
    ],
  },
];
