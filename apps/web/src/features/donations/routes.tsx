import type { RouteObject } from 'react-router';
import { SIGNED_IN, type RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The donation screens of docs/screens-and-flows.md#routes, loaded when first opened; mounted by app/router.tsx. /publicPayment keeps the app shell. */
export const donationRoutes: RouteObject[] = [
  {
    path: '/publicPayment',
    lazy: async () => ({ Component: (await import('./pages/PublicPaymentPage')).PublicPaymentPage }),
    handle: { title: msg('Donate') } satisfies RouteHandle,
  },
  {
    handle: SIGNED_IN,
    children: [
      {
        path: '/admin/donationLedger',
        lazy: async () => ({ Component: (await import('./pages/DonationLedgerPage')).DonationLedgerPage }),
        handle: {
          title: msg('Donation Ledger'),
          ability: 'viewDonationLedger',
          refusal: () => import('./refusals').then((m) => m.viewDonationLedger),
        } satisfies RouteHandle,
      },
    ],
  },
];
