import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle';
import { ContactUsPage } from './pages/ContactUsPage';
import { FeedbackPage } from './pages/FeedbackPage';
import { HelpDeskPage } from './pages/HelpDeskPage';
import { PrivacyPage } from './pages/PrivacyPage';
import { StandaloneTermsPage, TermsPage } from './pages/TermsPage';

/** The static screens, mounted by app/router.tsx. All are public (SPEC §2). */
export const staticRoutes: RouteObject[] = [
  {
    path: '/users/Privacy',
    element: <PrivacyPage />,
    handle: { title: 'Privacy Policy' } satisfies RouteHandle,
  },
  { path: '/users/Terms', element: <TermsPage />, handle: { title: 'Terms of Use' } satisfies RouteHandle },
  {
    path: '/termsandconditions',
    element: <StandaloneTermsPage />,
    handle: { title: 'Terms of Use', chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/users/help-desk',
    element: <HelpDeskPage />,
    handle: { title: 'Help desk' } satisfies RouteHandle,
  },
  {
    path: '/users/ContactUs',
    element: <ContactUsPage />,
    handle: { title: 'Contact Us' } satisfies RouteHandle,
  },
  { path: '/users/Feedback', element: <FeedbackPage />, handle: { title: 'Feedback' } satisfies RouteHandle },
];
