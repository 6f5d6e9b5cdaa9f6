import type { ActivityCategories } from '../../platform/audit';

/** Domain events of onboarding (DESIGN §3.6). Event data never holds the link, its token or a password. */
export const ONBOARDING_EVENTS = {
  /** An administrator created a doctor, patient or facility contact (POST /user/add). */
  userAdded: 'onboarding.user_added',
  /** The onboarded person chose their password through the e-mailed link. */
  passwordSet: 'onboarding.password_set',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [ONBOARDING_EVENTS.userAdded]: { role: string };
    [ONBOARDING_EVENTS.passwordSet]: Record<string, never>;
  }
}

/** What administrators do to users is 'Administration'; the person's own password is 'Auth'. */
export const onboardingActivityCategories: ActivityCategories = {
  [ONBOARDING_EVENTS.userAdded]: 'Administration',
  [ONBOARDING_EVENTS.passwordSet]: 'Auth',
};
