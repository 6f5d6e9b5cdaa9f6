import {
  PRESCRIPTION_MESSAGES,
  createPrescriptionSchema,
  idParamSchema,
  pagingQuerySchema,
  prescriptionPdfQuerySchema,
  prescriptionQuerySchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentPrescriptionsFor, presentSummariesFor } from './presenter';
import {
  listOwnPrescriptions,
  listRequestPrescriptions,
  printPrescription,
  writePrescription,
} from './service';

const tags = ['prescriptions'];

/** docs/api-contract.md Patient care: prescriptions, written by a doctor who accepted the request. */
export const prescriptionRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/cretePrescription',
    {
      schema: {
        tags,
        summary: "Write a prescription for a request's patient (a doctor who accepted the request)",
        body: createPrescriptionSchema,
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const row = await writePrescription(ctx, principal, request.body, request.ip);
      const [dto] = await presentPrescriptionsFor(ctx, principal, [row]);
      return reply.code(201).send(ok(dto, PRESCRIPTION_MESSAGES.submitted, { statusCode: 201 }));
    },
  );

  app.get(
    '/getPrescription',
    {
      schema: {
        tags,
        summary: "A request's prescriptions, newest first (its patient, its accepted doctors, admins)",
        querystring: prescriptionQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const rows = await listRequestPrescriptions(ctx, principal, request.query.requestId, request.ip);
      return ok(await presentPrescriptionsFor(ctx, principal, rows), 'Success', {
        totalCountOfRecords: rows.length,
      });
    },
  );

  app.get(
    '/prescriptions',
    {
      schema: {
        tags,
        summary: 'The prescriptions the caller wrote or was given, newest first (/doctorpresciption)',
        querystring: pagingQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { rows, total } = await listOwnPrescriptions(ctx, principal, request.query, request.ip);
      return ok(await presentSummariesFor(ctx, principal, rows), 'Success', { totalCountOfRecords: total });
    },
  );

  app.get(
    '/prescription/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The prescription as an A4 PDF to print (its patient, the doctor who wrote it, admins)',
        params: idParamSchema,
        querystring: prescriptionPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { row, pdf } = await printPrescription(
        ctx,
        requireUser(request),
        request.params.id,
        request.query.timeZone,
        request.ip,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="prescription-${row.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
