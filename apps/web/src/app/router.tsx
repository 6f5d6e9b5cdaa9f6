import { msg } from '../lib/i18n';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from '../features/applications/routes';
import { appointmentRoutes } from '../features/appointments/routes';
import { authRoutes, protectedAuthRoutes } from '../features/auth/routes';
import { chatRoutes } from './routes/chat';
import { donationRoutes } from '../features/donations/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { organizationRoutes } from './routes/organizations';
import { patientRoutes } from '../features/patients/routes';
import { prescriptionRoutes } from '../features/prescriptions/routes';
import { profileRoutes } from './routes/profile';
import { requestRoutes } from './routes/requests';
import { staticRoutes } from '../features/static/routes';
import { verificationRoutes } from '../features/verification/routes';
import { catalogueRoutes } from '../features/catalogues/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { activityLogRoutes } from '../features/activity-log/routes';
import { settingsRoutes } from '../features/settings/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { accountRoutes } from '../features/account/routes';
import { bulkImportRoutes } from '../features/bulk-import/routes';
import { podcastRoutes } from '../features/podcasts/routes';
import { audioRoomRoutes } from '../features/audio-rooms/routes';
import { locationRoutes } from '../features/location/routes';
import { assistantRoutes } from '../features/assistant/routes';
import { findDoctorRoutes } from '../features/find-doctors/routes';
import { referralRoutes } from '../features/referrals/routes';
import { certificateRoutes } from '../features/certificates/routes';
import { eventRoutes } from '../features/events/routes';
import { AppLayout, AppLayoutFallback } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';
import { withRouteGuards } from './routeGuards';
import type { RouteHandle } from '../lib/routeHandle';
import { sessionStore } from '../lib/session';

const homePage = async () => ({ Component: (await import('./home/HomePage')).HomePage });

/**
 * A signed-in home is the feed: its code and its first page start loading with the route (the router
 * runs this beside homePage) rather than one after the other as the page renders. Signed out, nothing.
 */
const homeLoader = ({ request, params }: LoaderFunctionArgs) => {
  const user = sessionStore.get();
  if (user) {
    void import('./home/components/SignedInHome').catch(() => undefined);
    void import('./home/feedPrefetch').then(
      ({ prefetchFeed }) => prefetchFeed(user, new URL(request.url), params.keyword),
      () => undefined,
    );
  }
  return null;
};

/** Login-protected screens that combine features, so they live here rather than in one feature. */
const combinedRoutes: RouteObject[] = [
  {
    path: '/member/myMedicalRecords',
    lazy: async () => ({ Component: (await import('./pages/MyMedicalRecordsPage')).MyMedicalRecordsPage }),
    handle: { title: msg('Medical Records') } satisfies RouteHandle,
  },
];

/**
 * Every screen, inside the app shell, each loaded when first opened. Feature modules contribute their own
 * route lists; app/routes/ adds the screens that combine features; groups marked signed-in get the
 * sign-in guard, and screens whose handle names an ability the ability guard.
 */
export const routes: RouteObject[] = withRouteGuards([
  {
    element: <AppLayout />,
    HydrateFallback: AppLayoutFallback,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', lazy: homePage, loader: homeLoader },
          { path: '/search/:keyword?', lazy: homePage, loader: homeLoader, handle: { title: msg('Search') } },
          ...authRoutes,
          ...staticRoutes,
          ...profileRoutes,
          ...requestRoutes,
          ...donationRoutes,
          ...applicationRoutes,
          ...organizationRoutes,
          ...patientRoutes,
          ...chatRoutes,
          ...notificationRoutes,
          ...prescriptionRoutes,
          ...appointmentRoutes,
          ...adminRoutes,
          ...verificationRoutes,
          ...catalogueRoutes,
          ...statisticsRoutes,
          ...activityLogRoutes,
          ...settingsRoutes,
          ...onboardingRoutes,
          ...accountRoutes,
          ...bulkImportRoutes,
          ...podcastRoutes,
          ...audioRoomRoutes,
          ...locationRoutes,
          ...assistantRoutes,
          ...findDoctorRoutes,
          ...referralRoutes,
          ...certificateRoutes,
          ...eventRoutes,
          // The catch-all /{id}: a short link or an audio room's link (any other single word shows the not-found page).
          {
            path: '/:audioRoomId',
            lazy: async () => ({ Component: (await import('./pages/AudioRoomLinkPage')).AudioRoomLinkPage }),
          },
          { element: <RequireAuth />, children: [...protectedAuthRoutes, ...combinedRoutes] },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
            handle: { title: msg('Page not found') },
          },
        ],
      },
    ],
  },
]);

export const router = createBrowserRouter(routes);
