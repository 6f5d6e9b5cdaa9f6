import {
  signupReportQuerySchema,
  statisticsRangeQuerySchema,
  usersSummaryQuerySchema,
} from '@carenet/shared';
import { requireAdmin } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import {
  activitySummary,
  organizationSummary,
  requestSourceSummary,
  requestTypeSummary,
  signupReport,
  usersSummary,
} from './service';

const tags = ['statistics'];

/**
 * The administrators' statistics. The user summaries keep SPEC §7's paths under /user (static segments
 * win over the users module's /user/:id in Fastify's router). SPEC's /donationRequest/donationRequest*Summary
 * belong to the requests module (all-time counts by type and by source); the breakdowns of a date
 * range by type and status, and by source and creator, are /statistics/request*Summary.
 */
export const statisticsRoutes: ApiModule = (ctx) => async (app) => {
  // Before validation, so an anonymous caller is told 401 and a non-administrator 403 whatever the query.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
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
    '/statistics/requestTypeSummary',
    {
      schema: {
        tags,
        summary: 'Requests created in a date range by type and status (administrators)',
        querystring: statisticsRangeQuerySchema,
      },
    },
    async (request) => ok(await requestTypeSummary(ctx, request.query)),
  );

  app.get(
    '/statistics/requestSourceSummary',
    {
      schema: {
        tags,
        summary: 'Requests created in a date range by source and creator type (administrators)',
        querystring: statisticsRangeQuerySchema,
      },
    },
    async (request) => ok(await requestSourceSummary(ctx, request.query)),
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
};
