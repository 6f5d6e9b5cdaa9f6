/**
 * An event registration's state: 'unconfirmed' until the address it was made for is confirmed from
 * the e-mail (it holds no place meanwhile), then 'confirmed' when nothing is left to pay, else
 * 'payment_pending'.
 */
export const EVENT_REGISTRATION_STATUS = {
  unconfirmed: 'unconfirmed',
  confirmed: 'confirmed',
  paymentPending: 'payment_pending',
  cancelled: 'cancelled',
} as const;
export type EventRegistrationStatus =
  (typeof EVENT_REGISTRATION_STATUS)[keyof typeof EVENT_REGISTRATION_STATUS];

/** The package plan an event's fee is sold as, so a coupon for another plan does not apply to it. */
export const EVENT_PACKAGE_PLAN = 'event';

/** Discount percent limits (docs/validation-and-limits.md: discount 0 to 100). */
export const COUPON_PERCENT_MIN = 0;
export const COUPON_PERCENT_MAX = 100;

/** The demo hospital health fest: its 2025 page, which the 2024 form routes lead to. */
export const HEALTH_FEST_2025_SLUG = 'health-fest-2025';

/**
 * The two 2024 event form routes and the 2025 pages they now lead to: registration and donation. On a
 * configured event site (EVENT_SITE_URL) the same paths are used on that site.
 */
export const EVENT_2024_REDIRECTS = {
  '/event/2024/registration': `/event/${HEALTH_FEST_2025_SLUG}`,
  '/event/2024/donation': `/event/${HEALTH_FEST_2025_SLUG}/donate`,
} as const;

/** Where the check-in QR code points: the admin check-in screen with the token in the fragment. */
export const EVENT_CHECK_IN_PATH = '/admin/eventCheckin';

/** Where the confirmation e-mail's link points: the confirmation page with its secret in the fragment. */
export const EVENT_CONFIRM_PATH = '/event/registration/confirm';

/** How long an unconfirmed registration may be confirmed; after that it is gone (EVENT_MESSAGES.confirmationSent says so). */
export const EVENT_CONFIRMATION_HOURS = 24;

/** The fee after a discount, in minor units; the discount is rounded up to a whole minor unit, in the payer’s favour. */
export function discountedAmount(fee: number, percent: number): number {
  return fee - Math.ceil((fee * percent) / 100);
}
