import type { ActivityCategories } from '../../platform/audit';

/** A person's own account: downloading their data and erasing it are logged, with no personal data. */
export const ACCOUNT_DATA_EVENTS = {
  exported: 'account.exported',
  erased: 'account.erased',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [ACCOUNT_DATA_EVENTS.exported]: { files: number };
    [ACCOUNT_DATA_EVENTS.erased]: Record<string, never>;
  }
}

export const accountDataActivityCategories: ActivityCategories = Object.fromEntries(
  Object.values(ACCOUNT_DATA_EVENTS).map((type) => [type, 'Account' as const]),
);
