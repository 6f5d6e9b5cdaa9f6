import {
  RECORD_MESSAGES,
  VERIFICATION_MESSAGES,
  idParamSchema,
  myVerificationQuerySchema,
  verificationQueueQuerySchema,
  verificationRejectionSchema,
  verificationDecisionMessage,
  verificationSubmissionSchema,
  type VerificationKind,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload } from '../../platform/uploads';
import { DOCUMENT_UPLOAD } from '../../platform/uploads/document-and-image-rules';
import { VERIFICATION_DOCUMENT_PURPOSE } from './events';
import { presentMyVerification, presentSubmission } from './presenter';
import {
  approveSubmission,
  getMyVerification,
  getSubmission,
  listQueue,
  rejectSubmission,
  submitVerification,
} from './service';

const tags = ['verification'];

export const verificationRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/verification',
    {
      schema: {
        tags,
        summary: "Where the caller's doctor or facility verification stands (or one of their facilities')",
        querystring: myVerificationQuerySchema,
      },
    },
    async (request) => {
      const mine = await getMyVerification(ctx, requireUser(request), request.query);
      return ok(presentMyVerification(mine.kind, mine.status, mine.latest, mine.canSubmit));
    },
  );

  app.post(
    '/verification',
    {
      schema: {
        tags,
        summary: "Submit a doctor's or facility's registration details and documents for review",
        body: verificationSubmissionSchema,
      },
    },
    async (request, reply) => {
      const view = await submitVerification(ctx, requireUser(request), request.body, request.ip);
      return reply
        .status(201)
        .send(ok(presentSubmission(view), VERIFICATION_MESSAGES.submitted, { statusCode: 201 }));
    },
  );

  app.post(
    '/verification/documents',
    {
      schema: {
        tags,
        summary:
          'Upload a licence or registration document (multipart field "file"); read only by its uploader and administrators',
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, DOCUMENT_UPLOAD);
      const file = await ctx.files.save({
        ownerId: principal.userId,
        purpose: VERIFICATION_DOCUMENT_PURPOSE,
        name: upload.name,
        ext: upload.ext,
        contentType: upload.mime,
        bytes: upload.bytes,
      });
      const data = {
        key: file.key,
        name: file.name,
        contentType: file.contentType,
        url: `/files/${file.key}`,
      };
      return reply.status(201).send(ok(data, RECORD_MESSAGES.documentUploaded, { statusCode: 201 }));
    },
  );

  app.get(
    '/verification/queue',
    {
      schema: {
        tags,
        summary: 'Submissions waiting for review, oldest first (administrators)',
        querystring: verificationQueueQuerySchema,
      },
    },
    async (request) => {
      requireAbility(request, 'verifyAccounts');
      const { views, total } = await listQueue(ctx, request.query);
      return ok(views.map(presentSubmission), 'Success', { totalCountOfRecords: total });
    },
  );

  app.get(
    '/verification/:id',
    {
      schema: { tags, summary: 'One submission (its submitter or an administrator)', params: idParamSchema },
    },
    async (request) =>
      ok(presentSubmission(await getSubmission(ctx, requireUser(request), request.params.id))),
  );

  app.post(
    '/verification/:id/approve',
    {
      schema: {
        tags,
        summary: 'Verify the profile or facility of a submission (administrators)',
        params: idParamSchema,
      },
    },
    async (request) => {
      const view = await approveSubmission(
        ctx,
        requireAbility(request, 'verifyAccounts'),
        request.params.id,
        request.ip,
      );
      return ok(
        presentSubmission(view),
        verificationDecisionMessage(view.submission.kind as VerificationKind, 'verified'),
      );
    },
  );

  app.post(
    '/verification/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a submission with the reason the applicant reads (administrators)',
        params: idParamSchema,
        body: verificationRejectionSchema,
      },
    },
    async (request) => {
      const view = await rejectSubmission(
        ctx,
        requireAbility(request, 'verifyAccounts'),
        request.params.id,
        request.body.reason,
        request.ip,
      );
      return ok(
        presentSubmission(view),
        verificationDecisionMessage(view.submission.kind as VerificationKind, 'rejected'),
      );
    },
  );
};
