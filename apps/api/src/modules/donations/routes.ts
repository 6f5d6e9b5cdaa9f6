import { z } from 'zod';
import {
  DONATION_MESSAGES,
  createDonationSchema,
  donationListQuerySchema,
  idParamSchema,
  type RequestDonationsEnvelope,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentCreatedDonation, presentDonation, presentPublicDonation, presentTotals } from './presenter';
import { createDonation, handlePaymentWebhook, listRequestDonations, listUserDonations } from './service';
import { donationLedgerRoutes } from './ledger-routes';

const tags = ['donations'];

export const donationRoutes: ApiModule = (ctx) => async (app) => {
  await app.register(donationLedgerRoutes(ctx));

  app.post(
    '/donationRequest/:id/donations',
    {
      // Open to guests and it may open a provider checkout: limited per client like the other public posts.
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Donate to a request (a guest gives guestName and guestEmail): an offline pledge, or a Stripe checkoutUrl',
        params: idParamSchema,
        body: createDonationSchema,
      },
    },
    async (request, reply) => {
      const created = await createDonation(
        ctx,
        request.principal,
        request.params.id,
        request.body,
        request.ip,
      );
      const message =
        created.started.kind === 'pledged'
          ? DONATION_MESSAGES.pledgeRecorded
          : DONATION_MESSAGES.checkoutStarted;
      return reply.status(201).send(ok(presentCreatedDonation(created), message, { statusCode: 201 }));
    },
  );

  app.get(
    '/donationRequest/:id/donations',
    {
      schema: {
        tags,
        summary: "A request's pledges and payments (names or 'Anonymous') and the totals per currency",
        params: idParamSchema,
        querystring: donationListQuerySchema,
      },
    },
    async (request) => {
      const list = await listRequestDonations(ctx, request.principal, request.params.id, request.query);
      const body: RequestDonationsEnvelope = {
        ...ok(list.records.map(presentPublicDonation)),
        totalCountOfRecords: list.total,
        totals: presentTotals(list.totals),
      };
      return body;
    },
  );

  app.get(
    '/user/:id/donations',
    {
      schema: {
        tags,
        summary: "A user's donations in every state (that user or an administrator)",
        params: idParamSchema,
        querystring: donationListQuerySchema,
      },
    },
    async (request) => {
      const list = await listUserDonations(ctx, requireUser(request), request.params.id, request.query);
      return ok(list.records.map(presentDonation), 'Success', { totalCountOfRecords: list.total });
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route alone keeps the body unparsed.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary:
            'Stripe events (signature-verified): a completed checkout pays a donation, an expired one fails it',
          headers: z.object({ 'stripe-signature': z.string().optional() }),
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await handlePaymentWebhook(
          ctx,
          body,
          typeof signature === 'string' ? signature : undefined,
          request.ip,
        );
        return ok(
          { received: true, duplicate: outcome.duplicate },
          outcome.duplicate ? DONATION_MESSAGES.webhookDuplicate : DONATION_MESSAGES.webhookProcessed,
        );
      },
    );
  });
};
