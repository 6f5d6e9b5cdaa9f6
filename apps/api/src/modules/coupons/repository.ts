import { and, desc, eq, sql } from 'drizzle-orm';
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

/** The coupon locked for this transaction: concurrent redemptions of it take turns. */
export const lockCouponByCode = async (db: Database, code: string): Promise<CouponRow | null> =>
  (
    await db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code})`)
      .limit(1)
      .for('update')
  )[0] ?? null;

export async function hasRedeemed(db: Database, couponId: string, personKey: string): Promise<boolean> {
  const rows = await db
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.personKey, personKey)))
    .limit(1);
  return rows.length > 0;
}

/** Records one use; false when this person used it already (the primary key refuses a second row). */
export async function insertRedemption(
  db: Database,
  couponId: string,
  personKey: string,
  eventRegistrationId: string,
): Promise<boolean> {
  const rows = await db
    .insert(couponRedemptions)
    .values({ couponId, personKey, eventRegistrationId })
    .onConflictDoNothing()
    .returning({ couponId: couponRedemptions.couponId });
  if (rows.length === 0) return false;
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
