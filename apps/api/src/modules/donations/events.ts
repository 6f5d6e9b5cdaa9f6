import type { ActivityCategories } from '../../platform/audit';

/** Domain events of donations (DESIGN §3.6). */
export const DONATION_EVENTS = {
  received: 'donation.received',
  paid: 'donation.paid',
  failed: 'donation.failed',
  refunded: 'donation.refunded',
  /** A verified Stripe webhook was handled (duplicates are not). */
  stripeWebhook: 'payment.stripe_webhook',
} as const;

/** What a payment provider said about a donation. */
type PaymentOutcome = {
  requestId: string;
  amount: number;
  currency: string;
  provider: string;
  eventId: string;
};

declare module '../../platform/events' {
  interface EventMap {
    [DONATION_EVENTS.received]: {
      requestId: string;
      amount: number;
      currency: string;
      status: string;
      driver: string;
      guest: boolean;
    };
    [DONATION_EVENTS.paid]: PaymentOutcome;
    [DONATION_EVENTS.failed]: PaymentOutcome;
    [DONATION_EVENTS.refunded]: PaymentOutcome;
    [DONATION_EVENTS.stripeWebhook]: {
      eventId: string;
      eventType: string;
      effect: string | null;
      status: string | null;
    };
  }
}

/** A donation is part of its request's story ('Donation Request'); Stripe's calls have their own category. */
export const donationActivityCategories: ActivityCategories = {
  [DONATION_EVENTS.received]: 'Donation Request',
  [DONATION_EVENTS.paid]: 'Donation Request',
  [DONATION_EVENTS.failed]: 'Donation Request',
  [DONATION_EVENTS.refunded]: 'Donation Request',
  [DONATION_EVENTS.stripeWebhook]: 'Stripe Webhook',
};
