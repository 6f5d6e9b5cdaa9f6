import { certificateIdParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentCertificate, presentVerification } from './presenter';
import { certificatesOf, printCertificate, verifyCertificate } from './service';

const tags = ['certificates'];

/** Certificates (docs/certificates.md): the holder's list and PDFs, and the public check by id. */
export const certificateRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/certificates/mine',
    {
      schema: {
        tags,
        summary: "The signed-in user's certificates, newest first (/downloads/myCertificates)",
      },
    },
    async (request) => {
      const rows = await certificatesOf(ctx, requireUser(request));
      return ok(
        rows.map((row) => presentCertificate(row, ctx.config.publicUrl)),
        'Success',
        { totalCountOfRecords: rows.length },
      );
    },
  );

  app.get(
    '/certificates/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The certificate as an A4 landscape PDF (its holder only; anyone else gets 404)',
        params: certificateIdParamSchema,
      },
    },
    async (request, reply) => {
      const { row, pdf } = await printCertificate(ctx, requireUser(request), request.params.id, request.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="carenet-certificate-${row.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/certificates/verify/:id',
    {
      schema: {
        tags,
        summary:
          "Public check of a certificate by its id: who, for what, when, issuer, and 'valid' or 'revoked'",
        params: certificateIdParamSchema,
      },
      config: { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await verifyCertificate(ctx, request.params.id);
      // A revocation must show at once: nobody may keep an old answer.
      reply.header('cache-control', 'no-store');
      return ok(presentVerification(row));
    },
  );
};
