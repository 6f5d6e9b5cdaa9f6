import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from '@carenet/shared';
import { createPaymentDriver } from './index';
import { loadConfig } from '../../config';

const WEBHOOK_SECRET = 'whsec_deferred_test';

function stripeDriver() {
  return createPaymentDriver(
    loadConfig({ STRIPE_SECRET_KEY: 'sk_test_deferred', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
  );
}

describe('Stripe, loaded with its first use', () => {
  it('verifies and reads a signed webhook the first time it is asked to', async () => {
    const payload = JSON.stringify({
      id: 'evt_deferred_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_deferred_1',
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_deferred_1',
          metadata: { donationId: 'donation-1' },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const driver = stripeDriver();
    expect(driver.driver).toBe('stripe');
    await expect(driver.parseWebhook(Buffer.from(payload), signature)).resolves.toEqual({
      provider: 'stripe',
      eventId: 'evt_deferred_1',
      type: 'checkout.session.completed',
      effect: 'paid',
      donationId: 'donation-1',
      sessionId: 'cs_deferred_1',
      paymentId: 'pi_deferred_1',
    });
  });

  it('refuses a webhook signed with another secret', async () => {
    const payload = JSON.stringify({ id: 'evt_deferred_2', object: 'event', type: 'charge.refunded' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(stripeDriver().parseWebhook(Buffer.from(payload), signature)).rejects.toMatchObject({
      statusCode: 400,
      message: DONATION_MESSAGES.webhookSignatureInvalid,
    });
  });
});
