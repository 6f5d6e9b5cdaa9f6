import type { PaymentDriver, PaymentEvent, StartDonationInput, StartedDonation } from './index';
import type { StripePaymentDriver } from './stripe';

/**
 * Stripe's SDK is one of the heaviest modules the server could load (a fifth of a second and some
 * 20 MB), so a server configured for Stripe loads it with its first donation or webhook, never at start.
 */
export class DeferredStripeDriver implements PaymentDriver {
  readonly driver = 'stripe' as const;
  private loaded: Promise<StripePaymentDriver> | null = null;

  constructor(
    private readonly secretKey: string,
    private readonly webhookSecret: string,
  ) {}

  async startDonation(input: StartDonationInput): Promise<StartedDonation> {
    return (await this.stripe()).startDonation(input);
  }

  async parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentEvent> {
    return (await this.stripe()).parseWebhook(rawBody, signatureHeader);
  }

  private stripe(): Promise<StripePaymentDriver> {
    this.loaded ??= Promise.all([import('stripe'), import('./stripe')]).then(
      ([{ default: Stripe }, { StripePaymentDriver }]) =>
        new StripePaymentDriver(
          new Stripe(this.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'CareNet' } }),
          this.webhookSecret,
        ),
    );
    return this.loaded;
  }
}
