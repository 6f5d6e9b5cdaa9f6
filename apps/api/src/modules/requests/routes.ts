import type { FastifyRequest } from 'fastify';
import {
  REQUEST_MESSAGES,
  assignDoctorsSchema,
  confirmSpamSchema,
  createRequestSchema,
  idParamSchema,
  requestDonorsQuerySchema,
  reportQueueQuerySchema,
  requestListQuerySchema,
  requestSourceSummaryQuerySchema,
  requestTypeSummaryQuerySchema,
  updateRequestSchema,
  type RequestListEnvelope,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { requireAbility } from '../../access/viewer-abilities';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import {
  presentCount,
  presentDonor,
  presentReportQueue,
  presentRequestFor,
  presentRequestsFor,
} from './presenter';
import { confirmReportedRequest, listReportQueue, restoreReportedRequest } from './report-queue';
import {
  assignDoctors,
  countBySource,
  countByType,
  createRequest,
  deleteRequest,
  exportRequestsCsv,
  getVisibleRequest,
  listDonors,
  listRequests,
  updateRequest,
} from './service';

const tags = ['requests'];

export const requestRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/donationRequest',
    {
      schema: {
        tags,
        summary:
          'The feed and request lists: every docs/api-contract.md filter, visibility by role, countSummary; isDownload=true: CSV',
        querystring: requestListQuerySchema,
      },
    },
    async (request, reply) => {
      if (request.query.isDownload) {
        const csv = await exportRequestsCsv(ctx, request.principal, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="requests-${day}.csv"`)
          .send(csv);
      }
      const list = await listRequests(ctx, request.principal, request.query);
      const body: RequestListEnvelope = {
        ...ok(await presentRequestsFor(ctx, request.principal, list.views)),
        totalCountOfRecords: list.total,
        countSummary: list.countSummary,
      };
      return body;
    },
  );

  app.get(
    '/donationRequest/donors',
    {
      schema: {
        tags,
        summary:
          "The doctors who accepted a user's or a facility's requests (that user, its members, administrators)",
        querystring: requestDonorsQuerySchema,
      },
    },
    async (request) => {
      const donors = await listDonors(ctx, requireUser(request), request.query);
      return ok(donors.map(presentDonor), 'Success', { totalCountOfRecords: donors.length });
    },
  );

  // Administrators only, told before validation: 401/403 whatever the query, as the other statistics.
  const adminsOnly = async (request: FastifyRequest) => {
    requireAbility(request, 'moderateRequests');
  };

  app.get(
    '/donationRequest/donationRequestTypeSummary',
    {
      schema: {
        tags,
        summary:
          'Requests counted by request type, all time or created in a date range; groupBy=status adds each type by status (administrators)',
        querystring: requestTypeSummaryQuerySchema,
      },
      onRequest: adminsOnly,
    },
    async (request) => ok((await countByType(ctx, request.query)).map(presentCount)),
  );

  app.get(
    '/donationRequest/donationRequestSourceSummary',
    {
      schema: {
        tags,
        summary:
          'Requests counted by source of creation, all time or created in a date range; groupBy=creatorType adds each source by creator type (administrators)',
        querystring: requestSourceSummaryQuerySchema,
      },
      onRequest: adminsOnly,
    },
    async (request) => ok((await countBySource(ctx, request.query)).map(presentCount)),
  );

  app.get(
    '/donationRequest/reports',
    {
      schema: {
        tags,
        summary:
          'The reported requests waiting for review, the most reported first, each with its reports counted once per person (administrators)',
        querystring: reportQueueQuerySchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const queue = await listReportQueue(ctx, principal, request.query);
      return ok(await presentReportQueue(ctx, principal, queue.entries), 'Success', {
        totalCountOfRecords: queue.total,
      });
    },
  );

  app.post(
    '/donationRequest/:id/reports/restore',
    {
      schema: {
        tags,
        summary: "Dismiss a request's waiting reports; the request stays as it was (administrators)",
        params: idParamSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await restoreReportedRequest(ctx, principal, request.params.id, request.ip);
      return ok(await presentRequestFor(ctx, principal, view), REQUEST_MESSAGES.reportsDismissed);
    },
  );

  app.post(
    '/donationRequest/:id/reports/confirm',
    {
      schema: {
        tags,
        summary:
          "Confirm a request's waiting reports: the request is marked as spam (-3) with the reason given or the most reported one (administrators)",
        params: idParamSchema,
        body: confirmSpamSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await confirmReportedRequest(ctx, principal, request.params.id, request.body, request.ip);
      return ok(await presentRequestFor(ctx, principal, view), REQUEST_MESSAGES.spamConfirmed);
    },
  );

  app.get(
    '/donationRequest/:id',
    {
      schema: {
        tags,
        summary: 'One request by id or name (404 when the caller may not see it)',
        params: idParamSchema,
      },
    },
    async (request) =>
      ok(
        await presentRequestFor(
          ctx,
          request.principal,
          await getVisibleRequest(ctx, request.principal, request.params.id),
        ),
      ),
  );

  app.post(
    '/donationRequest',
    {
      schema: { tags, summary: 'Create a care request or a campaign (signed in)', body: createRequestSchema },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const view = await createRequest(ctx, principal, request.body, request.ip);
      const dto = await presentRequestFor(ctx, principal, view);
      return reply.status(201).send(ok(dto, REQUEST_MESSAGES.requestCreated, { statusCode: 201 }));
    },
  );

  app.put(
    '/donationRequest/:id',
    {
      schema: {
        tags,
        summary:
          "Edit (creator), report (status -3 + flagReason: filed for administrators to review, the request unchanged), moderate (administrators), a doctor's acceptanceStatus or requestStatusByDoctor",
        params: idParamSchema,
        body: updateRequestSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const outcome = await updateRequest(ctx, principal, request.params.id, request.body, request.ip);
      return ok(await presentRequestFor(ctx, principal, outcome.view), outcome.message);
    },
  );

  app.delete(
    '/donationRequest/:id',
    {
      schema: {
        tags,
        summary: 'Delete a request (its creator or an administrator; kept as status -9)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const id = await deleteRequest(ctx, requireUser(request), request.params.id, request.ip);
      return ok({ _id: id }, REQUEST_MESSAGES.requestDeleted);
    },
  );

  app.put(
    '/assignDoctors/:id',
    {
      schema: {
        tags,
        summary: "Assign doctors to a patient's request (administrators and the request's facility)",
        params: idParamSchema,
        body: assignDoctorsSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await assignDoctors(
        ctx,
        principal,
        request.params.id,
        request.body.assignedDoctors,
        request.ip,
      );
      return ok(await presentRequestFor(ctx, principal, view), REQUEST_MESSAGES.doctorsAssigned);
    },
  );
};
