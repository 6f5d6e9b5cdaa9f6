// The module's public surface: what other modules may import from it.
export { redeemCoupon } from './service';
