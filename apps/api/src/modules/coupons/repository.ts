import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { couponRedemptions, coupons, type CouponRow } from '../../platform/db/schema';

export const findCouponByCode = async (db: Database, code: string): Promise<CouponRow | null> =>
  (
    await db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code})`)
      .limit(1)
  )[0] ?? null;

export const findCouponById = async (db: Database, id: string): Promise<CouponRow | null> =>
  (await db.select().from(coupons).where(eq(coupons.id, id)).limit(1))[0] ?? null;

/**
 * The coupon locked for this transaction: concurrent redemptions of it take turns. NO KEY UPDATE, as
 * only its use count changes: a registration naming the coupon (its foreign key takes KEY SHARE) in
 * another transaction neither waits for it nor makes it wait, so the two cannot deadlock.
 */
export const lockCouponById = async (db: Database, id: string): Promise<CouponRow | null> =>
  (await db.select().from(coupons).where(eq(coupons.id, id)).limit(1).for('no key update'))[0] ?? null;

/** Whether a use was recorded under any of these person keys. */
export async function usedUnderAnyKey(
  db: Database,
  couponId: string,
  personKeys: string[],
): Promise<boolean> {
  if (personKeys.length === 0) return false;
  const rows = await db
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), inArray(couponRedemptions.personKey, personKeys)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records one use under every key of the person and counts it. False when any key was used already:
 * the primary key skipped that row, and the caller must then fail its transaction so that the rows
 * written for the other keys go too.
 */
export async function insertRedemption(
  db: Database,
  couponId: string,
  personKeys: string[],
  eventRegistrationId: string,
): Promise<boolean> {
  const rows = await db
    .insert(couponRedemptions)
    .values(personKeys.map((personKey) => ({ couponId, personKey, eventRegistrationId })))
    .onConflictDoNothing()
    .returning({ personKey: couponRedemptions.personKey });
  if (rows.length !== personKeys.length) return false;
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, couponId));
  return true;
}

export const insertCoupon = async (db: Database, values: typeof coupons.$inferInsert) =>
  (await db.insert(coupons).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateCoupon = async (db: Database, id: string, values: Partial<typeof coupons.$inferInsert>) =>
  (
    await db
      .update(coupons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(coupons.id, id))
      .returning()
  )[0] ?? null;

export const listCoupons = (db: Database) =>
  db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(500);
