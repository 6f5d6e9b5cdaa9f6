import type { z } from 'zod';
import { COUPON_MESSAGES, isUuid, type createCouponSchema, type updateCouponSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { CouponRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { COUPON_EVENTS } from './events';
import { assertCouponUsable, canManageCoupons, couponPersonKeys, type CouponPerson } from './policy';
import {
  findCouponByCode,
  findCouponById,
  insertCoupon,
  insertRedemption,
  listCoupons,
  lockCouponById,
  updateCoupon,
  usedUnderAnyKey,
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

const alreadyUsed = () =>
  AppError.conflict(COUPON_MESSAGES.alreadyUsed, [
    { path: 'couponCode', message: COUPON_MESSAGES.alreadyUsed },
  ]);

/**
 * The coupon a registration names, when it may be used now for `packagePlan` by anyone: whether this
 * person used it already is asked only once their address is proved (redeemCoupon), so that the answer
 * tells nobody about someone else's address.
 */
export async function findUsableCoupon(db: Database, code: string, packagePlan: string): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw AppError.field('couponCode', COUPON_MESSAGES.unknown);
  assertCouponUsable(coupon, packagePlan, new Date());
  return coupon;
}

/** Whether this person used the coupon already, under any of their keys; 404 for an unknown coupon. */
export async function hasPersonUsedCoupon(
  db: Database,
  couponId: string,
  person: CouponPerson,
): Promise<boolean> {
  const coupon = isUuid(couponId) ? await findCouponById(db, couponId) : null;
  if (!coupon) throw AppError.notFound(COUPON_MESSAGES.unknown);
  return usedUnderAnyKey(db, coupon.id, couponPersonKeys(person));
}

/** The discount of a coupon a registration used, or null when the coupon is gone. */
export const couponPercent = async (db: Database, couponId: string): Promise<number | null> =>
  (await findCouponById(db, couponId))?.percent ?? null;

/** 409 "already used" when the person used the coupon already: asked before their address is proved, about their own account only. */
export async function assertNotUsedBy(db: Database, couponId: string, person: CouponPerson): Promise<void> {
  if (await usedUnderAnyKey(db, couponId, couponPersonKeys(person))) throw alreadyUsed();
}

/**
 * Uses a coupon inside the caller's transaction, once the person's address is proved. The coupon row
 * is locked so the use limit holds under concurrent redemptions, and the use is written under every key
 * of the person (account and verified addresses) at once: the primary key refuses it when any of them
 * was used already, so one person gets one use whether signed in or not, however many requests race.
 */
export async function redeemCoupon(
  tx: Database,
  input: { couponId: string; packagePlan: string; person: CouponPerson; registrationId: string },
): Promise<CouponRow> {
  const coupon = await lockCouponById(tx, input.couponId);
  if (!coupon) throw AppError.field('couponCode', COUPON_MESSAGES.unknown);
  assertCouponUsable(coupon, input.packagePlan, new Date());
  const keys = couponPersonKeys(input.person);
  if (!(await insertRedemption(tx, coupon.id, keys, input.registrationId))) throw alreadyUsed();
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
