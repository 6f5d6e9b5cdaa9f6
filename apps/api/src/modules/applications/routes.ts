import {
  APPLICATION_MESSAGES,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  appliedMessage,
  applicationBodySchema,
  applicationListQuerySchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload, type UploadRules } from '../../platform/uploads';
import { presentApplication, presentUploadedFile } from './presenter';
import { apply, defineResumePolicy, listApplications, uploadResume } from './service';

const tags = ['applications'];

const RESUME_UPLOAD: UploadRules<'resume'> = {
  field: RESUME_FIELD,
  accepts: ['resume'],
  maxBytes: RESUME_MAX_BYTES,
  messages: {
    missing: APPLICATION_MESSAGES.fileRequired,
    notMultipart: APPLICATION_MESSAGES.resumeNotMultipart,
    tooLarge: APPLICATION_MESSAGES.resumeTooLarge,
    wrongType: APPLICATION_MESSAGES.resumeWrongType,
    nameMismatch: APPLICATION_MESSAGES.resumeNameMismatch,
    unreadable: APPLICATION_MESSAGES.resumeUnreadable,
  },
};

/**
 * SPEC §5 Apply form. Applying is two calls: the resume (optional) is uploaded first as
 * multipart/form-data and answers a file key; the application itself is JSON naming that key in
 * `resume`, so its fields are checked by the same zod schema the form uses.
 */
export const applicationRoutes: ApiModule = (ctx) => async (app) => {
  defineResumePolicy(ctx);

  app.post(
    '/donationRequestResponses/resume',
    {
      schema: {
        tags,
        summary: `Upload a resume (multipart field "${RESUME_FIELD}"; DOC, DOCX, PDF or RTF by content, max 2 MB); answers its key`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const principal = requireUser(request);
      const upload = await receiveUpload(request, RESUME_UPLOAD);
      const file = await uploadResume(ctx, principal, upload);
      return reply
        .status(201)
        .send(ok(presentUploadedFile(file), APPLICATION_MESSAGES.resumeUploaded, { statusCode: 201 }));
    },
  );

  app.post(
    '/donationRequestResponses',
    {
      schema: {
        tags,
        summary: 'Apply to an internship, volunteering, homework help or other community request (signed in)',
        body: applicationBodySchema,
      },
    },
    async (request, reply) => {
      const { view, requestType } = await apply(ctx, requireUser(request), request.body, request.ip);
      return reply
        .status(201)
        .send(ok(presentApplication(view), appliedMessage(requestType), { statusCode: 201 }));
    },
  );

  app.get(
    '/donationRequestResponses',
    {
      schema: {
        tags,
        summary:
          "A request's applications (its creator and administrators; an applicant sees their own); without donationRequestId, the caller's own",
        querystring: applicationListQuerySchema,
      },
    },
    async (request) => {
      const { views, total } = await listApplications(ctx, requireUser(request), request.query);
      return ok(views.map(presentApplication), 'Success', { totalCountOfRecords: total });
    },
  );
};
