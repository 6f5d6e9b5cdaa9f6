import type { ActivityCategories } from '../../platform/audit';

/** Domain events of the administrators' work on accounts: every one is in the activity log. */
export const USER_ADMIN_EVENTS = {
  suspended: 'user.suspended',
  reactivated: 'user.reactivated',
  passwordResetLinkSent: 'user.password_reset_link_sent',
} as const;

/** Domain events of a person's profile. */
export const USER_EVENTS = {
  updated: 'user.updated',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [USER_ADMIN_EVENTS.suspended]: { reason: string };
    [USER_ADMIN_EVENTS.reactivated]: Record<string, never>;
    [USER_ADMIN_EVENTS.passwordResetLinkSent]: Record<string, never>;
    /** A profile edit: which fields, and the roles when they changed. */
    [USER_EVENTS.updated]: { fields: string[]; roles?: string[] };
  }
}

export const userActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(USER_ADMIN_EVENTS).map((type) => [type, 'Administration' as const]),
);
