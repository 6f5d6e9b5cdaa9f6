import { COUPON_MESSAGES } from '@carenet/shared';
import { viewerMay } from '../../access/viewer-abilities';
import type { Principal } from '../../platform/auth/request-auth';
import type { CouponRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** Only administrators make and change coupons: a coupon is money off CareNet's prices. */
export function canManageCoupons(principal: Principal): boolean {
  return viewerMay(principal, 'manageCoupons');
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

/** Who uses a coupon: their account (signed in) and the addresses they have proved are theirs. */
export interface CouponPerson {
  userId: string | null;
  verifiedEmails: string[];
}

/** An address as a coupon use is keyed: trimmed and lower-cased, so 'Asha@X.org ' and 'asha@x.org' are one. */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The keys a person's use of a coupon is recorded under (coupon_redemptions.person_key): the account
 * and every verified address. Sorted, so concurrent uses write their rows in one order.
 */
export function couponPersonKeys(person: CouponPerson): string[] {
  const keys = new Set(person.verifiedEmails.map((email) => `email:${normalisedEmail(email)}`));
  if (person.userId) keys.add(`user:${person.userId}`);
  return [...keys].sort();
}
