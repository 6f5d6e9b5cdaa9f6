import type { DonationStatus, PaymentDriverName } from '@carenet/shared';
import type { AppConfig } from '../../config';
import { OfflinePaymentDriver } from './offline';
import { DeferredStripeDriver } from './deferred-stripe';

export interface StartDonationInput {
  donationId: string;
  /** Minor units (paise, cents). */
  amount: number;
  /** Lower-case ISO 4217. */
  currency: string;
  /** What the donor sees they pay for. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
}

/** 'pledged': recorded, nothing to pay now; 'redirect': the donor pays on the provider's page at `url`. */
export type StartedDonation = { kind: 'pledged' } | { kind: 'redirect'; url: string; sessionId: string };

/** What a provider event means for a donation; null when it changes nothing. */
export type PaymentEffect = 'paid' | 'failed' | 'refunded' | null;

/** A verified provider webhook, reduced to what the donations need. */
export interface PaymentEvent {
  provider: PaymentDriverName;
  eventId: string;
  type: string;
  effect: PaymentEffect;
  /** The donation the provider was told about (checkout metadata), when the event carries it. */
  donationId: string | null;
  sessionId: string | null;
  /** The provider's payment (Stripe PaymentIntent) id. */
  paymentId: string | null;
}

/**
 * The state a provider's event moves a payment to, or null when it does not apply: a checkout
 * ends once (paid or failed), and only a paid one can be refunded. Late or out-of-order events
 * therefore never undo a final state. Request and event donations follow it alike.
 */
export function statusAfter(
  current: DonationStatus,
  effect: PaymentEffect,
): 'paid' | 'failed' | 'refunded' | null {
  if (effect === 'paid' || effect === 'failed') return current === 'pending' ? effect : null;
  if (effect === 'refunded') return current === 'paid' ? 'refunded' : null;
  return null;
}

/** DESIGN §1 "Outside services": payments, with a working offline default and a real provider. */
export interface PaymentDriver {
  readonly driver: PaymentDriverName;
  startDonation(input: StartDonationInput): Promise<StartedDonation>;
  /** Verifies a webhook's signature over its raw bytes; an AppError (400) when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent>;
}

/** Stripe when both of its keys are configured (loadConfig refuses one without the other), else offline. */
export function createPaymentDriver(config: AppConfig): PaymentDriver {
  if (config.stripeSecretKey && config.stripeWebhookSecret) {
    return new DeferredStripeDriver(config.stripeSecretKey, config.stripeWebhookSecret);
  }
  return new OfflinePaymentDriver();
}
