import type { ActivityCategories } from '../../platform/audit';

/** Domain events of coupons. */
export const COUPON_EVENTS = {
  created: 'coupon.created',
  updated: 'coupon.updated',
} as const;

declare module '../../platform/events' {
  interface EventMap {
    [COUPON_EVENTS.created]: { code: string; percent: number };
    [COUPON_EVENTS.updated]: { code: string; percent: number; active: boolean };
  }
}

/** Making and changing discount codes is administration. */
export const couponActivityCategories: ActivityCategories = {
  [COUPON_EVENTS.created]: 'Administration',
  [COUPON_EVENTS.updated]: 'Administration',
};
