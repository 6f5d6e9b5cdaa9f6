// The module's public surface: what other modules may import from it.
export { normalisedEmail, type CouponPerson } from './policy';
export {
  assertNotUsedBy,
  couponPercent,
  findUsableCoupon,
  hasPersonUsedCoupon,
  redeemCoupon,
} from './service';
