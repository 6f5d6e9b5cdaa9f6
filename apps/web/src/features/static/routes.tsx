import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

/** The static screens, each loaded when first opened; mounted by app/router.tsx. All are public (docs/screens-and-flows.md#routes). */
export const staticRoutes: RouteObject[] = [
  {
    path: '/users/Privacy',
    lazy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
    handle: { title: msg('Privacy Policy') } satisfies RouteHandle,
  },
  {
    path: '/users/Terms',
    lazy: async () => ({ Component: (await import('./pages/TermsPage')).TermsPage }),
    handle: { title: msg('Terms of Use') } satisfies RouteHandle,
  },
  {
    path: '/termsandconditions',
    lazy: async () => ({ Component: (await import('./pages/TermsPage')).StandaloneTermsPage }),
    handle: { title: msg('Terms of Use'), chromeless: true } satisfies RouteHandle,
  },
  {
    path: '/users/help-desk',
    lazy: async () => ({ Component: (await import('./pages/HelpDeskPage')).HelpDeskPage }),
    handle: { title: msg('Help desk') } satisfies RouteHandle,
  },
  {
    path: '/users/ContactUs',
    lazy: async () => ({ Component: (await import('./pages/ContactUsPage')).ContactUsPage }),
    handle: { title: msg('Contact Us') } satisfies RouteHandle,
  },
  {
    path: '/users/Feedback',
    lazy: async () => ({ Component: (await import('./pages/FeedbackPage')).FeedbackPage }),
    handle: { title: msg('Feedback') } satisfies RouteHandle,
  },
];
