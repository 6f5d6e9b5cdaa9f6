import type { ActivityCategory } from '../../platform/audit';

/** A person's own account: downloading their data and erasing it are logged, with no personal data. */
export const ACCOUNT_DATA_EVENTS = {
  exported: 'account.exported',
  erased: 'account.erased',
} as const;

export const accountDataActivityCategories: Record<string, ActivityCategory> = Object.fromEntries(
  Object.values(ACCOUNT_DATA_EVENTS).map((type) => [type, 'Account' as const]),
);
