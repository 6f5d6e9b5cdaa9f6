import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponPercentSchema, createEventSchema, discountedAmount } from '../index';

describe('coupon discount', () => {
  it('rounds the discount up to a whole minor unit, in the payer’s favour', () => {
    expect(discountedAmount(50_000, 25)).toBe(37_500);
    expect(discountedAmount(999, 10)).toBe(899);
    expect(discountedAmount(50_000, 0)).toBe(50_000);
    expect(discountedAmount(50_000, 100)).toBe(0);
  });

  it('accepts a percent from 0 to 100 as given and refuses others with one message, never clamping', () => {
    expect(couponPercentSchema.parse(0)).toBe(0);
    expect(couponPercentSchema.parse(100)).toBe(100);
    for (const bad of [-1, 101, 150, undefined, Number.NaN]) {
      const parsed = couponPercentSchema.safeParse(bad);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([COUPON_MESSAGES.percentRange]);
    }
    expect(couponPercentSchema.safeParse(12.5).error?.issues[0].message).toBe(COUPON_MESSAGES.percentWhole);
  });

  it('refuses an event that ends before it starts', () => {
    const parsed = createEventSchema.safeParse({
      slug: 'fest',
      title: 'Fest',
      startsAt: '2026-12-02T10:00:00Z',
      endsAt: '2026-12-01T10:00:00Z',
    });
    expect(parsed.error?.issues[0].path).toEqual(['endsAt']);
  });
});
