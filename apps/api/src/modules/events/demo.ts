import { EVENT_PACKAGE_PLAN, HEALTH_FEST_2025_SLUG } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { coupons, events } from '../../platform/db/schema';

export const DEMO_COUPON_CODE = 'FEST25';

/**
 * The demo hospital health fest (the 2025 page the 2024 form routes lead to) and a 25% coupon for it.
 * Its dates follow the day the demo is seeded, so the demo always has an event open for registration.
 */
export async function seedDemoEvent(ctx: AppContext): Promise<void> {
  const day = 86_400_000;
  const startsAt = new Date(Math.ceil(Date.now() / day) * day + 30 * day + 4 * 3_600_000);
  await ctx.db
    .insert(events)
    .values({
      slug: HEALTH_FEST_2025_SLUG,
      title: 'Hospital Health Fest',
      description:
        'A day of free health check-ups, talks by our doctors and hands-on first-aid training at Sunrise Multispeciality Hospital. Register to get your check-in QR code by e-mail; donations fund free screenings.',
      venue: 'Sunrise Multispeciality Hospital, Hyderabad',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 9 * 3_600_000),
      fee: 50_000,
      currency: 'inr',
      packagePlan: EVENT_PACKAGE_PLAN,
    })
    .onConflictDoNothing();
  await ctx.db
    .insert(coupons)
    .values({ code: DEMO_COUPON_CODE, percent: 25, packagePlan: EVENT_PACKAGE_PLAN })
    .onConflictDoNothing();
}
