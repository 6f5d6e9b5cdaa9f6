import { ACCOUNT_MESSAGES, eraseAccountSchema, idParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { eraseOwnAccount } from './erase-service';
import { exportOwnData } from './export-service';

const tags = ['account data'];

export const accountDataRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/user/:id/export',
    {
      schema: {
        tags,
        summary:
          'Download all my data as one ZIP: carenet-data.json, fhir-bundle.json (FHIR R4 Bundle), summary.pdf and files/ (the person only)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportOwnData(
        ctx,
        requireUser(request),
        request.params.id,
        request.ip,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/disband/user',
    {
      // A password check like a sign-in's: a stolen session may not try passwords at will.
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Erase my account after re-entering my password: personal data and files deleted, requests anonymised, the audit kept',
        body: eraseAccountSchema,
      },
    },
    async (request) => {
      await eraseOwnAccount(ctx, requireUser(request), request.body.password);
      return ok(null, ACCOUNT_MESSAGES.erased);
    },
  );
};
