import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routeHandle';

const chromeless = (title: string): RouteHandle => ({ chromeless: true, title });
const otpValidation = async () => ({
  Component: (await import('./pages/OtpValidationPage')).OtpValidationPage,
});

/** The public account screens, each loaded when first opened. */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
    handle: chromeless('Login'),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('./pages/SignupPage')).SignupPage }),
    handle: chromeless('Sign up'),
  },
  {
    path: '/authorize',
    lazy: async () => ({ Component: (await import('./pages/AuthorizePage')).AuthorizePage }),
    handle: chromeless('Signing in'),
  },
  {
    path: '/almostDone',
    lazy: async () => ({ Component: (await import('./pages/AlmostDonePage')).AlmostDonePage }),
    handle: chromeless('Almost done'),
  },
  { path: '/otp-validation', lazy: otpValidation, handle: chromeless('Verify your e-mail') },
  { path: '/otp-validation/:id', lazy: otpValidation, handle: chromeless('Verify your e-mail') },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage }),
    handle: { title: 'Reset password' },
  },
  {
    path: '/set-password',
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
    handle: { title: 'Choose your password' },
  },
];

/** The account screens that need a signed-in user (mounted inside <RequireAuth>), each loaded when first opened. */
export const protectedAuthRoutes: RouteObject[] = [
  {
    path: '/change-password',
    lazy: async () => ({ Component: (await import('./pages/ChangePasswordPage')).ChangePasswordPage }),
    handle: { title: 'Change password' },
  },
  {
    path: '/editUsername',
    lazy: async () => ({ Component: (await import('./pages/EditUsernamePage')).EditUsernamePage }),
    handle: { title: 'Change username' },
  },
];
