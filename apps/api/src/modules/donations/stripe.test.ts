import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { createRequest, createUser, uniqueEmail, type TestUser } from '../../../test/factories';
import { activityLog, eventDonations } from '../../platform/db/schema';
import { StripePaymentDriver } from '../../platform/payments/stripe';

const SECRET_KEY = 'sk_test_carenet';
const WEBHOOK_SECRET = 'whsec_test_carenet';

interface SentToStripe {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: URLSearchParams;
}

/**
 * A stand-in for api.stripe.com inside this test: it speaks Stripe's HTTP protocol (form-encoded
 * requests, JSON objects back) for the one call the driver makes, and keeps what it was sent.
 */
let stripeServer: Server;
let sent: SentToStripe[] = [];
let sessionCounter = 0;

async function startStripeServer(): Promise<number> {
  stripeServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      sent.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, params });
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
        return;
      }
      sessionCounter++;
      const id = `cs_test_${sessionCounter}_${Date.now()}`;
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${sessionCounter}` });
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: params.get('line_items[0][price_data][currency]'),
          client_reference_id: params.get('client_reference_id'),
          metadata: { donationId: params.get('metadata[donationId]') },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  stripeServer.listen(0, '127.0.0.1');
  await once(stripeServer, 'listening');
  return (stripeServer.address() as AddressInfo).port;
}

const stripeClient = (port: number) =>
  new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });

let t: TestApp;
let stripePort: number;
beforeAll(async () => {
  t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  stripePort = await startStripeServer();
  // The configured driver, with its client pointed at the stand-in instead of api.stripe.com.
  t.ctx.payments = new StripePaymentDriver(stripeClient(stripePort), WEBHOOK_SECRET);
});
afterAll(async () => {
  await t.close();
  stripeServer.close();
});
beforeEach(() => {
  sent = [];
});

async function campaign() {
  const doctor = await createUser(t.ctx, { roles: ['doctor'] });
  return createRequest(t.ctx, doctor, { units: 'usd' });
}

const donate = (requestId: string, payload: Record<string, unknown>, user?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/donationRequest/${requestId}/donations`,
    headers: user?.auth ?? {},
    payload,
  });

/** Starts a Stripe checkout for a new donation and returns the ids the webhook events will name. */
async function startCheckout(amount = 2500) {
  const request = await campaign();
  const donor = await createUser(t.ctx);
  const res = await donate(request.id, { amount }, donor);
  expect(res.statusCode).toBe(201);
  const donationId = res.json().data._id as string;
  const sessionId = new URL(res.json().data.checkoutUrl as string).pathname.split('/').pop() as string;
  return { request, donor, donationId, sessionId, res };
}

let eventCounter = 0;
/** A Stripe event as Stripe delivers it, signed with Stripe's own test helper. */
function signedEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  eventCounter++;
  // Pretty-printed like Stripe's own deliveries: the signature covers these exact bytes.
  const payload = JSON.stringify(
    {
      id: `evt_test_${eventCounter}_${Date.now()}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    },
    null,
    2,
  );
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const sessionObject = (sessionId: string, donationId: string, extra: Record<string, unknown> = {}) => ({
  id: sessionId,
  object: 'checkout.session',
  mode: 'payment',
  client_reference_id: donationId,
  metadata: { donationId },
  ...extra,
});

const postWebhook = (event: { payload: string; signature?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.payload,
  });

async function donationOf(donor: TestUser, donationId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/${donor.user.id}/donations`,
    headers: donor.auth,
  });
  return (res.json().data as { _id: string; status: string; paidAt: string | null }[]).find(
    (donation) => donation._id === donationId,
  );
}

describe('Stripe Checkout session creation', () => {
  it('opens a checkout for the donation and answers its url', async () => {
    const { request, donor, donationId, res } = await startCheckout(2500);
    expect(res.json()).toMatchObject({
      message: DONATION_MESSAGES.checkoutStarted,
      data: { status: 'pending', driver: 'stripe', amount: 2500, currency: 'usd' },
    });
    expect(res.json().data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.headers['idempotency-key']).toBe(`donation-${donationId}`);
    expect(call.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const params = Object.fromEntries(call.params);
    expect(params).toMatchObject({
      mode: 'payment',
      submit_type: 'donate',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[donationId]': donationId,
      'payment_intent_data[metadata][donationId]': donationId,
      client_reference_id: donationId,
      customer_email: donor.user.email,
    });
    expect(params['line_items[0][price_data][product_data][name]']).toContain(request.uniqueReferenceId);
    expect(params.success_url).toBe(
      `${t.ctx.config.publicUrl}/donationRequest/${request.id}?donation=${donationId}&payment=success`,
    );
    expect(params.cancel_url).toContain('payment=cancelled');

    // Not paid yet: the request's list shows only pledges and payments.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/donationRequest/${request.id}/donations`,
    });
    expect(list.json()).toMatchObject({ data: [], totalCountOfRecords: 0, totals: [] });
  });

  it('sends a guest’s e-mail address to the checkout', async () => {
    const request = await campaign();
    const guestEmail = uniqueEmail('guest');
    const res = await donate(request.id, { amount: 1000, currency: 'EUR', guestName: 'Asha', guestEmail });
    expect(res.statusCode).toBe(201);
    const params = Object.fromEntries(sent[0].params);
    expect(params).toMatchObject({
      customer_email: guestEmail,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1000',
    });
  });

  it('answers 502 and records the donation as failed when Stripe cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const working = t.ctx.payments;
    t.ctx.payments = new StripePaymentDriver(stripeClient(port), WEBHOOK_SECRET);
    try {
      const request = await campaign();
      const donor = await createUser(t.ctx);
      const res = await donate(request.id, { amount: 1000 }, donor);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 502,
        message: DONATION_MESSAGES.paymentServiceUnavailable,
      });
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/v1/user/${donor.user.id}/donations`,
        headers: donor.auth,
      });
      expect(mine.json().data).toEqual([expect.objectContaining({ status: 'failed', driver: 'stripe' })]);
    } finally {
      t.ctx.payments = working;
    }
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('marks the donation paid on checkout.session.completed with a valid signature', async () => {
    const { request, donor, donationId, sessionId } = await startCheckout(2500);
    const event = signedEvent(
      'checkout.session.completed',
      sessionObject(sessionId, donationId, { payment_status: 'paid', payment_intent: 'pi_test_paid' }),
    );
    const res = await postWebhook(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: DONATION_MESSAGES.webhookProcessed,
      data: { received: true, duplicate: false },
    });

    const donation = await donationOf(donor, donationId);
    expect(donation).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/donationRequest/${request.id}/donations`,
    });
    expect(list.json().data).toEqual([expect.objectContaining({ _id: donationId, status: 'paid' })]);
    expect(list.json().totals).toEqual([{ currency: 'usd', paid: 2500, pledged: 0, count: 1 }]);

    await t.ctx.events.settled();
    const entries = await t.ctx.db
      .select({ category: activityLog.category, action: activityLog.action, userId: activityLog.userId })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'donation'), eq(activityLog.subjectId, donationId)));
    expect(entries).toEqual(
      expect.arrayContaining([
        { category: 'Donation Request', action: 'donation.received', userId: donor.user.id },
        { category: 'Stripe Webhook', action: 'payment.stripe_webhook', userId: null },
        { category: 'Donation Request', action: 'donation.paid', userId: null },
      ]),
    );
  });

  it('ignores a replayed event', async () => {
    const { donor, donationId, sessionId } = await startCheckout();
    const event = signedEvent(
      'checkout.session.completed',
      sessionObject(sessionId, donationId, { payment_status: 'paid', payment_intent: 'pi_test_replay' }),
    );
    expect((await postWebhook(event)).json().data.duplicate).toBe(false);
    const replay = await postWebhook(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      message: DONATION_MESSAGES.webhookDuplicate,
      data: { received: true, duplicate: true },
    });
    expect((await donationOf(donor, donationId))?.status).toBe('paid');

    await t.ctx.events.settled();
    const entries = await t.ctx.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, 'donation'), eq(activityLog.subjectId, donationId)));
    expect(entries.filter((entry) => entry.action === 'payment.stripe_webhook')).toHaveLength(1);
    expect(entries.filter((entry) => entry.action === 'donation.paid')).toHaveLength(1);
  });

  it('answers 400 in the envelope for a bad, missing or tampered signature and changes nothing', async () => {
    const { donor, donationId, sessionId } = await startCheckout();
    const paid = sessionObject(sessionId, donationId, { payment_status: 'paid' });
    const wrongSecret = signedEvent('checkout.session.completed', paid, 'whsec_someone_else');
    const valid = signedEvent('checkout.session.completed', paid);
    // A genuine event about an unpaid checkout, edited to claim it was paid.
    const unpaid = signedEvent(
      'checkout.session.completed',
      sessionObject(sessionId, donationId, { payment_status: 'unpaid' }),
    );
    const tampered = { payload: unpaid.payload.replace('"unpaid"', '"paid"'), signature: unpaid.signature };
    expect(tampered.payload).not.toBe(unpaid.payload);
    for (const event of [wrongSecret, { payload: valid.payload }, tampered]) {
      const res = await postWebhook(event);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 400,
        message: DONATION_MESSAGES.webhookSignatureInvalid,
      });
    }
    expect((await donationOf(donor, donationId))?.status).toBe('pending');
  });

  it('marks the donation failed when the checkout expires, and a late completion does not revive it', async () => {
    const { donor, donationId, sessionId } = await startCheckout();
    const expired = await postWebhook(
      signedEvent('checkout.session.expired', sessionObject(sessionId, donationId, { status: 'expired' })),
    );
    expect(expired.statusCode).toBe(200);
    expect((await donationOf(donor, donationId))?.status).toBe('failed');

    const late = signedEvent(
      'checkout.session.completed',
      sessionObject(sessionId, donationId, { payment_status: 'paid' }),
    );
    expect((await postWebhook(late)).statusCode).toBe(200);
    expect((await donationOf(donor, donationId))?.status).toBe('failed');
  });

  it('waits for a delayed payment method, then follows its outcome', async () => {
    const { donor, donationId, sessionId } = await startCheckout();
    await postWebhook(
      signedEvent(
        'checkout.session.completed',
        sessionObject(sessionId, donationId, { payment_status: 'unpaid' }),
      ),
    );
    expect((await donationOf(donor, donationId))?.status).toBe('pending');
    await postWebhook(
      signedEvent('checkout.session.async_payment_failed', sessionObject(sessionId, donationId)),
    );
    expect((await donationOf(donor, donationId))?.status).toBe('failed');
  });

  it('marks a paid donation refunded when its charge is fully refunded', async () => {
    const { donor, donationId, sessionId } = await startCheckout();
    await postWebhook(
      signedEvent(
        'checkout.session.completed',
        sessionObject(sessionId, donationId, { payment_status: 'paid', payment_intent: `pi_${donationId}` }),
      ),
    );
    const refund = (refunded: boolean) =>
      signedEvent('charge.refunded', {
        id: `ch_${Date.now()}`,
        object: 'charge',
        refunded,
        payment_intent: `pi_${donationId}`,
      });
    await postWebhook(refund(false));
    expect((await donationOf(donor, donationId))?.status).toBe('paid');
    await postWebhook(refund(true));
    expect((await donationOf(donor, donationId))?.status).toBe('refunded');
  });

  it('acknowledges events about nothing it knows (other types, unknown sessions)', async () => {
    const other = await postWebhook(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(other.statusCode).toBe(200);
    const unknown = await postWebhook(
      signedEvent(
        'checkout.session.completed',
        sessionObject('cs_test_unknown', '00000000-0000-4000-8000-000000000000', { payment_status: 'paid' }),
      ),
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual({ received: true, duplicate: false });
  });
});

describe('a gift to an event through Stripe', () => {
  /** An event made by an administrator, and a guest's gift to it started as a Stripe checkout. */
  async function startEventCheckout() {
    const admin = await createUser(t.ctx, { roles: ['admin'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: admin.auth,
      payload: {
        slug: `fest-stripe-${Date.now()}`,
        title: 'Hospital Health Fest',
        venue: 'City Hall',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        fee: 0,
        currency: 'inr',
      },
    });
    expect(created.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/eventDonation',
      payload: {
        eventId: created.json().data._id,
        amount: 5_000,
        guestName: 'Ravi',
        guestEmail: uniqueEmail('fest'),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', driver: 'stripe' });
    const donationId = res.json().data._id as string;
    const sessionId = new URL(res.json().data.checkoutUrl as string).pathname.split('/').pop() as string;
    return { donationId, sessionId };
  }

  const eventDonation = async (id: string) =>
    (await t.ctx.db.select().from(eventDonations).where(eq(eventDonations.id, id)))[0];

  it('is marked paid when its checkout completes and refunded when its payment is, each step logged', async () => {
    const { donationId, sessionId } = await startEventCheckout();
    const paid = await postWebhook(
      signedEvent(
        'checkout.session.completed',
        sessionObject(sessionId, donationId, { payment_status: 'paid', payment_intent: `pi_${donationId}` }),
      ),
    );
    expect(paid.statusCode).toBe(200);
    const afterPayment = await eventDonation(donationId);
    expect(afterPayment).toMatchObject({ status: 'paid', providerPaymentId: `pi_${donationId}` });
    expect(afterPayment.paidAt).not.toBeNull();

    // A refund names only the payment, as Stripe's charge events do.
    await postWebhook(
      signedEvent('charge.refunded', {
        id: `ch_${Date.now()}`,
        object: 'charge',
        refunded: true,
        payment_intent: `pi_${donationId}`,
      }),
    );
    expect((await eventDonation(donationId)).status).toBe('refunded');
    const logged = await t.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'event.donation_settled'), eq(activityLog.subjectId, donationId)));
    expect(logged).toHaveLength(2);
  });

  it('is marked failed when its checkout expires, and a late completion does not revive it', async () => {
    const { donationId, sessionId } = await startEventCheckout();
    await postWebhook(signedEvent('checkout.session.expired', sessionObject(sessionId, donationId)));
    expect((await eventDonation(donationId)).status).toBe('failed');
    await postWebhook(
      signedEvent(
        'checkout.session.completed',
        sessionObject(sessionId, donationId, { payment_status: 'paid' }),
      ),
    );
    expect((await eventDonation(donationId)).status).toBe('failed');
  });
});
