import { COUPON_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { CouponRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** Only administrators make and change coupons: a coupon is money off CareNet's prices. */
export function canManageCoupons(principal: Principal): boolean {
  return principal.flags.admin;
}

/**
 * Why a coupon may not be used now for `packagePlan`, or null when it may. A coupon without a plan
 * applies to every plan; the use limit counts every person's use.
 */
export function couponRefusal(coupon: CouponRow, packagePlan: string | undefined, now: Date): string | null {
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return COUPON_MESSAGES.expired;
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return COUPON_MESSAGES.usedUp;
  if (coupon.packagePlan && packagePlan !== undefined && coupon.packagePlan !== packagePlan) {
    return COUPON_MESSAGES.wrongPlan;
  }
  return null;
}

export function assertCouponUsable(coupon: CouponRow, packagePlan: string | undefined, now: Date): void {
  const refusal = couponRefusal(coupon, packagePlan, now);
  if (refusal) throw AppError.conflict(refusal, [{ path: 'couponCode', message: refusal }]);
}

/** The person a coupon use is counted for: a signed-in user's id, else the lower-cased e-mail. */
export const couponPersonKey = (userId: string | null, email: string): string =>
  userId ? `user:${userId}` : `email:${email.trim().toLowerCase()}`;
