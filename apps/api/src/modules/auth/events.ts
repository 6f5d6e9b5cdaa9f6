import type { ActivityCategories } from '../../platform/audit';

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
  /** Signed in through the outside OpenID Connect provider. */
  oidcLoggedIn: 'auth.oidc_login',
  oidcRefused: 'auth.oidc_refused',
  identityLinked: 'auth.identity_linked',
  identityUnlinked: 'auth.identity_unlinked',
  /** Someone signed up with an e-mail or phone an account already has: its owner was told by e-mail. */
  signupOnTakenContact: 'auth.signup_taken_contact',
} as const;

export type AuthEvent = (typeof AUTH_EVENTS)[keyof typeof AUTH_EVENTS];

declare module '../../platform/events' {
  interface EventMap {
    [AUTH_EVENTS.registered]: Record<string, never>;
    [AUTH_EVENTS.loggedIn]: { rememberMe: boolean };
    [AUTH_EVENTS.loginFailed]: { reason: string };
    [AUTH_EVENTS.loggedOut]: Record<string, never>;
    [AUTH_EVENTS.otpSent]: { type: 'email' | 'phone' | 'forgotPassword' };
    [AUTH_EVENTS.otpVerified]: { type: 'email' | 'phone' };
    [AUTH_EVENTS.passwordChanged]: Record<string, never>;
    [AUTH_EVENTS.passwordReset]: Record<string, never>;
    [AUTH_EVENTS.passwordSetByAdmin]: Record<string, never>;
    [AUTH_EVENTS.usernameChanged]: { username: string };
    [AUTH_EVENTS.numberChanged]: Record<string, never>;
    [AUTH_EVENTS.oidcLoggedIn]: { provider: string };
    [AUTH_EVENTS.oidcRefused]: { provider: string; reason: string };
    [AUTH_EVENTS.identityLinked]: { provider: string; by: 'signup' | 'password' | 'code' };
    [AUTH_EVENTS.identityUnlinked]: { provider: string; by: 'owner' | 'password reset' };
    [AUTH_EVENTS.signupOnTakenContact]: { contact: 'email' | 'phone' };
  }
}

/** docs/care-relationship.md#activity-log activity-log categories: Register, Login, and Auth for the rest of the account's life. */
export const authActivityCategories: ActivityCategories = {
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
  [AUTH_EVENTS.oidcLoggedIn]: 'Login',
  [AUTH_EVENTS.oidcRefused]: 'Login',
  [AUTH_EVENTS.identityLinked]: 'Auth',
  [AUTH_EVENTS.identityUnlinked]: 'Auth',
  [AUTH_EVENTS.signupOnTakenContact]: 'Register',
};
