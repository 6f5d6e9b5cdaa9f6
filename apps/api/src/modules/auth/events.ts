import type { ActivityCategory } from '../../platform/audit';

/** Domain events of the auth module (DESIGN §3.6). */
export const AUTH_EVENTS = {
  registered: 'auth.registered',
  loggedIn: 'auth.login',
  loginFailed: 'auth.login_failed',
  loggedOut: 'auth.logout',
  otpSent: 'auth.otp_sent',
  otpVerified: 'auth.otp_verified',
  passwordChanged: 'auth.password_changed',
  passwordReset: 'auth.password_reset',
  passwordSetByAdmin: 'auth.password_set_by_admin',
  usernameChanged: 'auth.username_changed',
  numberChanged: 'auth.number_changed',
} as const;

/** SPEC §3 activity-log categories: Register, Login, and Auth for the rest of the account's life. */
export const authActivityCategories: Record<string, ActivityCategory> = {
  [AUTH_EVENTS.registered]: 'Register',
  [AUTH_EVENTS.loggedIn]: 'Login',
  [AUTH_EVENTS.loginFailed]: 'Login',
  [AUTH_EVENTS.loggedOut]: 'Auth',
  [AUTH_EVENTS.otpSent]: 'Auth',
  [AUTH_EVENTS.otpVerified]: 'Auth',
  [AUTH_EVENTS.passwordChanged]: 'Auth',
  [AUTH_EVENTS.passwordReset]: 'Auth',
  [AUTH_EVENTS.passwordSetByAdmin]: 'Auth',
  [AUTH_EVENTS.usernameChanged]: 'Auth',
  [AUTH_EVENTS.numberChanged]: 'Auth',
};
