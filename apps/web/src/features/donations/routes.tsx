import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The donation screens of docs/screens-and-flows.md#routes, loaded when first opened; mounted by app/router.tsx. /publicPayment keeps the app shell. */
export const donationRoutes: RouteObject[] = [
  {
    path: '/publicPayment',
    lazy: async () => ({ Component: (await import('./pages/PublicPaymentPage')).PublicPaymentPage }),
    handle: { title: msg('Donate') } satisfies RouteHandle,
  },
];
