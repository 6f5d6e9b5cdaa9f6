import type Stripe from 'stripe';
import { DONATION_MESSAGES } from '@carenet/shared';
import { AppError } from '../errors';
import type { PaymentDriver, PaymentEvent, StartDonationInput, StartedDonation } from './index';

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What a Checkout Session event carries about its donation. */
function sessionFacts(session: Stripe.Checkout.Session) {
  return {
    donationId: session.metadata?.donationId ?? session.client_reference_id ?? null,
    sessionId: session.id,
    paymentId: idOf(session.payment_intent),
  };
}

/**
 * Stripe Checkout: the donor pays on Stripe's page; Stripe's signed webhooks say how it ended.
 * `checkout.session.completed` is paid unless the payment method settles later (bank debits), in
 * which case `async_payment_succeeded` or `async_payment_failed` follows. An expired session failed.
 */
export class StripePaymentDriver implements PaymentDriver {
  readonly driver = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async startDonation(input: StartDonationInput): Promise<StartedDonation> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        submit_type: 'donate',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency,
              unit_amount: input.amount,
              product_data: { name: input.description },
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        customer_email: input.customerEmail ?? undefined,
        client_reference_id: input.donationId,
        metadata: { donationId: input.donationId },
        payment_intent_data: { metadata: { donationId: input.donationId } },
      },
      // A retried call (network failure) must not open a second checkout for the same donation.
      { idempotencyKey: `donation-${input.donationId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { kind: 'redirect', url: session.url, sessionId: session.id };
  }

  async parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent> {
    if (!signatureHeader) throw AppError.badRequest(DONATION_MESSAGES.webhookSignatureInvalid);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch {
      throw AppError.badRequest(DONATION_MESSAGES.webhookSignatureInvalid);
    }
    const base = { provider: this.driver, eventId: event.id, type: event.type };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...base,
          ...sessionFacts(session),
          effect: session.payment_status === 'unpaid' ? null : 'paid',
        };
      }
      case 'checkout.session.async_payment_succeeded':
        return { ...base, ...sessionFacts(event.data.object), effect: 'paid' };
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { ...base, ...sessionFacts(event.data.object), effect: 'failed' };
      case 'charge.refunded': {
        const charge = event.data.object;
        return {
          ...base,
          donationId: null,
          sessionId: null,
          paymentId: idOf(charge.payment_intent),
          // A partial refund leaves the donation paid.
          effect: charge.refunded ? 'refunded' : null,
        };
      }
      default:
        return { ...base, donationId: null, sessionId: null, paymentId: null, effect: null };
    }
  }
}
