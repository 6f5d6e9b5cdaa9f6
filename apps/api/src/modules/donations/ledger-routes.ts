import { donationLedgerQuerySchema, type DonationLedgerEnvelope } from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { exportDonationLedger, listDonationLedger, listLedgerRecipients } from './ledger-service';

const tags = ['donations'];

/** The administrators' donation ledger, beside the donation routes (registered by donationRoutes). */
export const donationLedgerRoutes: ApiModule = (ctx) => async (app) => {
  // Before validation, so an anonymous caller is told 401 and anyone else 403 whatever the query.
  app.addHook('onRequest', async (request) => {
    requireAbility(request, 'viewDonationLedger');
  });

  app.get(
    '/donations/ledger',
    {
      schema: {
        tags,
        summary:
          'Every donation to requests and events in every state, with totals per currency and state; filter by state, kind, request or event, donor and dates (isDownload=true: CSV) (administrators)',
        querystring: donationLedgerQuerySchema,
      },
    },
    async (request, reply) => {
      const principal = requireAbility(request, 'viewDonationLedger');
      if (request.query.isDownload) {
        const csv = await exportDonationLedger(ctx, principal, request.query, request.ip);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="donation-ledger-${day}.csv"`)
          .send(csv);
      }
      const page = await listDonationLedger(ctx, principal, request.query, request.ip);
      const body: DonationLedgerEnvelope = {
        ...ok(page.entries),
        totalCountOfRecords: page.total,
        totals: page.totals,
      };
      return body;
    },
  );

  app.get(
    '/donations/ledger/recipients',
    {
      schema: {
        tags,
        summary:
          "The requests and events that have received donations, for the ledger's filter (administrators)",
      },
    },
    async () => ok(await listLedgerRecipients(ctx)),
  );
};
