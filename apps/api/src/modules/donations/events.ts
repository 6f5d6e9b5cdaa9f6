import type { ActivityCategory } from '../../platform/audit';

/** Domain events of donations (DESIGN §3.6). */
export const DONATION_EVENTS = {
  received: 'donation.received',
  paid: 'donation.paid',
  failed: 'donation.failed',
  refunded: 'donation.refunded',
  /** A verified Stripe webhook was handled (duplicates are not). */
  stripeWebhook: 'payment.stripe_webhook',
} as const;

/** A donation is part of its request's story ('Donation Request'); Stripe's calls have their own category. */
export const donationActivityCategories: Record<string, ActivityCategory> = {
  [DONATION_EVENTS.received]: 'Donation Request',
  [DONATION_EVENTS.paid]: 'Donation Request',
  [DONATION_EVENTS.failed]: 'Donation Request',
  [DONATION_EVENTS.refunded]: 'Donation Request',
  [DONATION_EVENTS.stripeWebhook]: 'Stripe Webhook',
};
