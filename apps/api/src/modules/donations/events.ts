import type { ActivityCategories } from '../../platform/audit';

/** Domain events of donations (DESIGN §3.6). */
export const DONATION_EVENTS = {
  received: 'donation.received',
  paid: 'donation.paid',
  failed: 'donation.failed',
  refunded: 'donation.refunded',
  /** A verified Stripe webhook was handled (duplicates are not). */
  stripeWebhook: 'payment.stripe_webhook',
  /** An administrator read a page of the donation ledger, or downloaded it as CSV. */
  ledgerViewed: 'donation.ledger_viewed',
  ledgerExported: 'donation.ledger_exported',
} as const;

/** Which part of the ledger was read: the filters, without the donor text typed (it may be an address). */
export interface LedgerReadPayload {
  status: string | null;
  kind: string | null;
  requestId: string | null;
  eventId: string | null;
  startDate: string | null;
  endDate: string | null;
  donorSearched: boolean;
  /** How many gifts the page or the file held. */
  rows: number;
}

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
    [DONATION_EVENTS.ledgerViewed]: LedgerReadPayload;
    [DONATION_EVENTS.ledgerExported]: LedgerReadPayload;
  }
}

/**
 * A donation is part of its request's story ('Donation Request'); Stripe's calls have their own category;
 * reading the ledger (donors' names and addresses) is an administrator's act.
 */
export const donationActivityCategories: ActivityCategories = {
  [DONATION_EVENTS.received]: 'Donation Request',
  [DONATION_EVENTS.paid]: 'Donation Request',
  [DONATION_EVENTS.failed]: 'Donation Request',
  [DONATION_EVENTS.refunded]: 'Donation Request',
  [DONATION_EVENTS.stripeWebhook]: 'Stripe Webhook',
  [DONATION_EVENTS.ledgerViewed]: 'Administration',
  [DONATION_EVENTS.ledgerExported]: 'Administration',
};
