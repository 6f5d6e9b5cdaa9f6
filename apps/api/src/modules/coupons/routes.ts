import {
  COUPON_MESSAGES,
  couponCodeParamSchema,
  couponPlanQuerySchema,
  createCouponSchema,
  idParamSchema,
  isUuid,
  updateCouponSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { ApiModule } from '../../platform/module';
import { presentCoupon, presentCouponCheck } from './presenter';
import { changeCoupon, checkCoupon, createCoupon, listAllCoupons } from './service';

const tags = ['coupons'];

/**
 * Coupons (docs/events-and-coupons.md): a public check of a code, and administrators' CRUD. Whether a
 * person used one already is asked about a registration: GET /verifyUserCoupon/{id} is in events/routes.ts.
 */
export const couponRoutes: ApiModule = (ctx) => async (app) => {
  const publicLimit = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/coupon/:code',
    {
      config: publicLimit,
      schema: {
        tags,
        summary: 'The discount percent of a coupon usable now for the plan, or why it is not',
        params: couponCodeParamSchema,
        querystring: couponPlanQuerySchema,
      },
    },
    async (request) => {
      const coupon = await checkCoupon(ctx, request.params.code, request.query.packagePlan);
      return ok(presentCouponCheck(coupon), COUPON_MESSAGES.valid(coupon.percent));
    },
  );

  app.get(
    '/coupons',
    { schema: { tags, summary: 'Every coupon (administrators)' } },
    async (request, reply) => {
      const rows = await listAllCoupons(ctx, requireUser(request));
      void reply.header('Cache-Control', 'no-store');
      return ok(rows.map(presentCoupon), 'Success', { totalCountOfRecords: rows.length });
    },
  );

  app.post(
    '/coupons',
    { schema: { tags, summary: 'Create a coupon (administrators)', body: createCouponSchema } },
    async (request, reply) => {
      const row = await createCoupon(ctx, requireUser(request), request.body, request.ip);
      return reply.status(201).send(ok(presentCoupon(row), COUPON_MESSAGES.saved, { statusCode: 201 }));
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon (administrators)',
        params: idParamSchema,
        body: updateCouponSchema,
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw AppError.notFound(COUPON_MESSAGES.unknown);
      const row = await changeCoupon(ctx, requireUser(request), request.params.id, request.body, request.ip);
      return ok(presentCoupon(row), COUPON_MESSAGES.saved);
    },
  );
};
