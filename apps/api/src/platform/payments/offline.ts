import { AppError } from '../errors';
import type { PaymentDriver, PaymentEvent, StartedDonation } from './index';

/**
 * The default without a payment provider: a donation is recorded as a pledge, plainly unpaid, and
 * nothing ever claims it was paid. No provider means no webhooks.
 */
export class OfflinePaymentDriver implements PaymentDriver {
  readonly driver = 'offline' as const;

  startDonation(): Promise<StartedDonation> {
    return Promise.resolve({ kind: 'pledged' });
  }

  parseWebhook(): Promise<PaymentEvent> {
    return Promise.reject(AppError.notFound());
  }
}
