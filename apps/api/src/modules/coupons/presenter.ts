import type { CouponCheckDto, CouponDto } from '@carenet/shared';
import type { CouponRow } from '../../platform/db/schema';

export const presentCoupon = (row: CouponRow): CouponDto => ({
  _id: row.id,
  code: row.code,
  percent: row.percent,
  packagePlan: row.packagePlan,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  uses: row.uses,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

export const presentCouponCheck = (row: CouponRow): CouponCheckDto => ({
  _id: row.id,
  code: row.code,
  percent: row.percent,
  packagePlan: row.packagePlan,
});
