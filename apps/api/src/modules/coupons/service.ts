import type { z } from 'zod';
import { COUPON_MESSAGES, type createCouponSchema, type updateCouponSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { CouponRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { COUPON_EVENTS } from './events';
import { assertCouponUsable, canManageCoupons, couponPersonKey } from './policy';
import {
  findCouponByCode,
  findCouponById,
  hasRedeemed,
  insertCoupon,
  insertRedemption,
  listCoupons,
  lockCouponByCode,
  updateCoupon,
} from './repository';

type CreateCoupon = z.output<typeof createCouponSchema>;
type UpdateCoupon = z.output<typeof updateCouponSchema>;

/** Administrators only; anyone else is told the page does not exist (DESIGN: 404, not 403). */
function assertManager(principal: Principal): void {
  if (!canManageCoupons(principal)) throw AppError.notFound();
}

/** GET /coupon/{code}?packagePlan: the discount of a coupon usable now for that plan, else why not. */
export async function checkCoupon(ctx: AppContext, code: string, packagePlan: string | undefined) {
  const coupon = await findCouponByCode(ctx.db, code);
  if (!coupon) throw AppError.notFound(COUPON_MESSAGES.unknown);
  assertCouponUsable(coupon, packagePlan, new Date());
  return coupon;
}

/** GET /verifyUserCoupon/{id}: whether this person (signed in, or by the e-mail given) has not used it yet. */
export async function mayPersonUseCoupon(
  ctx: AppContext,
  principal: Principal | null,
  couponId: string,
  email: string | undefined,
): Promise<boolean> {
  const coupon = await findCouponById(ctx.db, couponId).catch(() => null);
  if (!coupon) throw AppError.notFound(COUPON_MESSAGES.unknown);
  if (!principal && !email) throw AppError.badRequest(COUPON_MESSAGES.emailOrSignIn);
  const keys = [
    ...(principal ? [couponPersonKey(principal.userId, principal.user.email ?? '')] : []),
    ...(email ? [couponPersonKey(null, email)] : []),
  ];
  for (const key of keys) if (await hasRedeemed(ctx.db, coupon.id, key)) return false;
  return true;
}

/**
 * Uses a coupon inside the caller's transaction: the coupon row is locked so the use limit holds
 * under concurrent redemptions, and the redemption's primary key refuses a second use by the person
 * (counted by the account and by the e-mail address, so signing out does not make a second use).
 */
export async function redeemCoupon(
  tx: Database,
  input: { code: string; packagePlan: string; userId: string | null; email: string; registrationId: string },
): Promise<CouponRow> {
  const coupon = await lockCouponByCode(tx, input.code);
  if (!coupon) throw AppError.field('couponCode', COUPON_MESSAGES.unknown);
  assertCouponUsable(coupon, input.packagePlan, new Date());
  const emailKey = couponPersonKey(null, input.email);
  if (input.userId && (await hasRedeemed(tx, coupon.id, emailKey))) {
    throw AppError.conflict(COUPON_MESSAGES.alreadyUsed, [
      { path: 'couponCode', message: COUPON_MESSAGES.alreadyUsed },
    ]);
  }
  const personKey = couponPersonKey(input.userId, input.email);
  if (!(await insertRedemption(tx, coupon.id, personKey, input.registrationId))) {
    throw AppError.conflict(COUPON_MESSAGES.alreadyUsed, [
      { path: 'couponCode', message: COUPON_MESSAGES.alreadyUsed },
    ]);
  }
  return coupon;
}

export async function listAllCoupons(ctx: AppContext, principal: Principal) {
  assertManager(principal);
  return listCoupons(ctx.db);
}

export async function createCoupon(ctx: AppContext, principal: Principal, body: CreateCoupon, ip?: string) {
  assertManager(principal);
  return ctx.events.transaction(async (tx, emit) => {
    const row = await insertCoupon(tx, {
      code: body.code,
      percent: body.percent,
      packagePlan: body.packagePlan ?? null,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      maxUses: body.maxUses ?? null,
      active: body.active ?? true,
      createdBy: principal.userId,
    });
    if (!row)
      throw AppError.conflict(COUPON_MESSAGES.codeTaken, [
        { path: 'code', message: COUPON_MESSAGES.codeTaken },
      ]);
    await emit(
      COUPON_EVENTS.created,
      { code: row.code, percent: row.percent },
      { actorId: principal.userId, subjectType: 'coupon', subjectId: row.id, ip },
    );
    return row;
  });
}

export async function changeCoupon(
  ctx: AppContext,
  principal: Principal,
  id: string,
  body: UpdateCoupon,
  ip?: string,
) {
  assertManager(principal);
  return ctx.events.transaction(async (tx, emit) => {
    const existing = await findCouponById(tx, id).catch(() => null);
    if (!existing) throw AppError.notFound(COUPON_MESSAGES.unknown);
    const maxUses = body.maxUses === undefined ? existing.maxUses : body.maxUses;
    if (maxUses !== null && maxUses < existing.uses) {
      throw AppError.field('maxUses', `It was used ${existing.uses} times already`);
    }
    const row = await updateCoupon(tx, id, {
      percent: body.percent,
      packagePlan: body.packagePlan === undefined ? undefined : body.packagePlan,
      expiresAt: body.expiresAt === undefined ? undefined : body.expiresAt ? new Date(body.expiresAt) : null,
      maxUses,
      active: body.active,
    });
    if (!row) throw AppError.notFound(COUPON_MESSAGES.unknown);
    await emit(
      COUPON_EVENTS.updated,
      { code: row.code, percent: row.percent, active: row.active },
      { actorId: principal.userId, subjectType: 'coupon', subjectId: row.id, ip },
    );
    return row;
  });
}
