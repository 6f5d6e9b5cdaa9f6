import type { ActivityCategory } from '../../platform/audit';

/** Payment accounts are part of a person's own account: their changes are logged, never their numbers. */
export const PAYMENT_ACCOUNT_EVENTS = {
  created: 'paymentAccount.created',
  updated: 'paymentAccount.updated',
} as const;

export const paymentAccountActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(PAYMENT_ACCOUNT_EVENTS).map((type) => [type, 'Account' as const]),
);
