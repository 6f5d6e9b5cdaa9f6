import type { ActivityCategories } from '../../platform/audit';

/** Payment accounts are part of a person's own account: their changes are logged, never their numbers. */
export const PAYMENT_ACCOUNT_EVENTS = {
  created: 'paymentAccount.created',
  updated: 'paymentAccount.updated',
} as const;

/** The country and whose account: never the number, the bank code or the holder's name. */
type PaymentAccountFacts = { userId: string; country: string; isDefault: boolean };

declare module '../../platform/events' {
  interface EventMap {
    [PAYMENT_ACCOUNT_EVENTS.created]: PaymentAccountFacts;
    [PAYMENT_ACCOUNT_EVENTS.updated]: PaymentAccountFacts;
  }
}

export const paymentAccountActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(PAYMENT_ACCOUNT_EVENTS).map((type) => [type, 'Account' as const]),
);
