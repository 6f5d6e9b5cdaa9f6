import type { ActivityCategory } from '../../platform/audit';

/** Domain events of the administrators' work on accounts: every one is in the activity log. */
export const USER_ADMIN_EVENTS = {
  suspended: 'user.suspended',
  reactivated: 'user.reactivated',
  passwordResetLinkSent: 'user.password_reset_link_sent',
} as const;

export const userActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(USER_ADMIN_EVENTS).map((type) => [type, 'Administration' as const]),
);
