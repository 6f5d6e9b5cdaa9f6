import {
  signupReportQuerySchema,
  statisticsRangeQuerySchema,
  usersSummaryQuerySchema,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import {
  activitySummary,
  assistantEscalationSummary,
  organizationSummary,
  signupReport,
  usersSummary,
} from './service';

const tags = ['statistics'];

/**
 * The administrators' statistics. The user summaries keep docs/api-contract.md's paths under /user (static segments
 * win over the users module's /user/:id in Fastify's router). The requests by type and by source are
 * SPEC's /donationRequest/donationRequest*Summary in the requests module, which take the same range.
 */
export const statisticsRoutes: ApiModule = (ctx) => async (app) => {
  // Before validation, so an anonymous caller is told 401 and a non-administrator 403 whatever the query.
  app.addHook('onRequest', async (request) => {
    requireAbility(request, 'viewStatistics');
  });

  app.get(
    '/user/signupReportSummary',
    {
      schema: {
        tags,
        summary: 'Sign-ups per week or month by role, and by source, in a date range (administrators)',
        querystring: signupReportQuerySchema,
      },
    },
    async (request) => ok(await signupReport(ctx, request.query)),
  );

  app.get(
    '/user/summaryofusers',
    {
      schema: {
        tags,
        summary: 'Accounts by role, verified and not (administrators)',
        querystring: usersSummaryQuerySchema,
      },
    },
    async (request) => ok(await usersSummary(ctx, request.query)),
  );

  app.get(
    '/user/organizationSummary',
    { schema: { tags, summary: 'Facilities by type and by status (administrators)' } },
    async () => ok(await organizationSummary(ctx)),
  );

  app.get(
    '/statistics/activitySummary',
    {
      schema: {
        tags,
        summary: 'Appointments booked and prescriptions written per week in a date range (administrators)',
        querystring: statisticsRangeQuerySchema,
      },
    },
    async (request) => ok(await activitySummary(ctx, request.query)),
  );

  app.get(
    '/statistics/assistantEscalationSummary',
    {
      schema: {
        tags,
        summary:
          'Emergencies the medical assistant escalated, by triage group, in a date range (administrators)',
        querystring: statisticsRangeQuerySchema,
      },
    },
    async (request) => ok(await assistantEscalationSummary(ctx, request.query)),
  );
};
