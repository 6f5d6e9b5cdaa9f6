import { MESSAGES, feedbackSchema } from '@carenet/shared';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { submitFeedback } from './service';

export const feedbackRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback, a help request or a contact message (signed in or not)',
        body: feedbackSchema,
      },
      // Anyone may write here, so the same per-IP limit as the public auth routes keeps spam out.
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { id } = await submitFeedback(ctx, request.body, request.principal?.userId ?? null, request.ip);
      return reply.status(201).send(ok({ _id: id }, MESSAGES.feedbackThanks, { statusCode: 201 }));
    },
  );
};
