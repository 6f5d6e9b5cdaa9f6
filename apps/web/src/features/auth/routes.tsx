import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/routeHandle';
import { ChangePasswordPage } from './pages/ChangePasswordPage';
import { EditUsernamePage } from './pages/EditUsernamePage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { OtpValidationPage } from './pages/OtpValidationPage';
import { SignupPage } from './pages/SignupPage';

const chromeless = (title: string): RouteHandle => ({ chromeless: true, title });

/** The public account screens. */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: chromeless('Login') },
  { path: '/signup', element: <SignupPage />, handle: chromeless('Sign up') },
  { path: '/otp-validation', element: <OtpValidationPage />, handle: chromeless('Verify your e-mail') },
  { path: '/otp-validation/:id', element: <OtpValidationPage />, handle: chromeless('Verify your e-mail') },
  { path: '/forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Reset password' } },
  {
    path: '/set-password',
    lazy: async () => ({ Component: (await import('./pages/SetPasswordPage')).SetPasswordPage }),
    handle: { title: 'Choose your password' },
  },
];

/** The account screens that need a signed-in user (mounted inside <RequireAuth>). */
export const protectedAuthRoutes: RouteObject[] = [
  { path: '/change-password', element: <ChangePasswordPage />, handle: { title: 'Change password' } },
  { path: '/editUsername', element: <EditUsernamePage />, handle: { title: 'Change username' } },
];
