import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';
import { msg } from '../../lib/i18n';

const chromeless = (title: string): RouteHandle => ({ chromeless: true, title });
const otpValidation = async () => ({
  Component: (await import('./pages/OtpValidationPage')).OtpValidationPage,
});

/** The public account screens, each loaded when first opened. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
    handle: chromeless(msg('Login')),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./pages/SignupPage')).SignupPage }),
    handle: chromeless(msg('Sign up')),
  },
  {
    path: '/authorize',
    lazy: async () => ({ Component: (await import('./pages/AuthorizePage')).AuthorizePage }),
    handle: chromeless(msg('Signing in')),
  },
  {
    path: '/almostDone',
    lazy: async () => ({ Component: (await import('./pages/AlmostDonePage')).AlmostDonePage }),
    handle: chromeless(msg('Almost done')),
  },
  { path: '/otp-validation', lazy: otpValidation, handle: chromeless(msg('Verify your e-mail')) },
  { path: '/otp-validation/:id', lazy: otpValidation, handle: chromeless(msg('Verify your e-mail')) },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage }),
    handle: { title: msg('Reset password') },
  },
  {
    path: '/set-password',
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
    handle: { title: msg('Choose your password') },
  },
];

/** The account screens that need a signed-in user (mounted inside <RequireAuth>), each loaded when first opened. */
export const protectedAuthRoutes: RouteObject[] = [
  {
    path: '/change-password',
    lazy: async () => ({ Component: (await import('./pages/ChangePasswordPage')).ChangePasswordPage }),
    handle: { title: msg('Change password') },
  },
  {
    path: '/editUsername',
    lazy: async () => ({ Component: (await import('./pages/EditUsernamePage')).EditUsernamePage }),
    handle: { title: msg('Change username') },
  },
];
