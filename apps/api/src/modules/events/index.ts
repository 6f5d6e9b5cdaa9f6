// The module's public surface: what other modules may import from it.
export { EVENT_EVENTS } from './events';
export { DEMO_COUPON_CODE, seedDemoEvent } from './demo';
export { settleEventDonation } from './payments';
