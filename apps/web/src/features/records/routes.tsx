import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/RequireAuth';
import type { RouteHandle } from '../../app/routeHandle';
import { MedicalRecordsPage } from './pages/MedicalRecordsPage';

/** SPEC §2 /member/myMedicalRecords (login-protected), mounted by app/router.tsx. */
export const recordRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/member/myMedicalRecords',
        element: <MedicalRecordsPage />,
        handle: { title: 'Medical Records' } satisfies RouteHandle,
      },
    ],
  },
];
