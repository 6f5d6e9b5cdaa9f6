import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle';
import { PublicPaymentPage } from './pages/PublicPaymentPage';

/** The donation screens of SPEC §2, mounted by app/router.tsx. /publicPayment keeps the app shell. */
export const donationRoutes: RouteObject[] = [
  {
    path: '/publicPayment',
    element: <PublicPaymentPage />,
    handle: { title: 'Donate' } satisfies RouteHandle,
  },
];
