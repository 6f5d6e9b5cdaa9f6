import { referralCodeParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentReferrals } from './presenter';
import { referralsOf, referrerNameFor } from './service';

const tags = ['referrals'];

/** 'Refer a doctor' (docs/referrals-and-short-links.md); the invitation itself is POST /notifications/email. */
export const referralRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/referrals',
    {
      schema: {
        tags,
        summary: "The signed-in user's referral code and the people who joined through their invitations",
      },
    },
    async (request) => {
      const view = await referralsOf(ctx, requireUser(request));
      return ok(presentReferrals(view), 'Success', { totalCountOfRecords: view.joined.length });
    },
  );

  app.get(
    '/referrals/code/:code',
    {
      schema: {
        tags,
        summary: 'Who invites with this referral code, for the /invitation page (public)',
        params: referralCodeParamSchema,
      },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => ok({ referrerName: await referrerNameFor(ctx, request.params.code) }),
  );
};
