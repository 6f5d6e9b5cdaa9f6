import {
  APPLICATION_MESSAGES,
  CERTIFICATE_MESSAGES,
  applicationDecisionSchema,
  idParamSchema,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  appliedMessage,
  applicationBodySchema,
  applicationListQuerySchema,
  confirmApplicationSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { receiveUpload, type UploadRules } from '../../platform/uploads';
import { presentApplication, presentUploadedFile } from './presenter';
import { completeApplication, decideApplication } from './decisions';
import { requestLocale } from '../../platform/i18n';
import { applyAsGuest, confirmApplication } from './guests';
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
 * docs/files-and-uploads.md#accepted-types Apply form. Applying is two calls: the resume (optional) is uploaded first as
 * multipart/form-data and answers a file key; the application itself is JSON naming that key in
 * `resume`, so its fields are checked by the same zod schema the form uses. A guest applies with the
 * same form but no resume, and confirms their e-mail address before the request's owner sees it.
 */
export const applicationRoutes: ApiModule = (ctx) => async (app) => {
  defineResumePolicy(ctx);
  // Per client, like the other public posts: a guest's application sends an e-mail.
  const limit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

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
      // Signed-in applicants are not limited: only a guest's application mails an address nobody vouched for.
      config: { rateLimit: { ...limit, allowList: (request) => request.principal !== null } },
      schema: {
        tags,
        summary:
          'Apply to an internship, volunteering, homework help or other community request; a guest (no resume) confirms by e-mail',
        body: applicationBodySchema,
      },
    },
    async (request, reply) => {
      // A caller whose session ended is asked to sign in again, not turned into a guest unawares.
      if (!request.principal && !request.staleToken) {
        await applyAsGuest(ctx, request.body, requestLocale(request.headers['accept-language']));
        return reply.status(201).send(ok(null, APPLICATION_MESSAGES.guestApplied, { statusCode: 201 }));
      }
      const principal = requireUser(request);
      const { view, requestType } = await apply(ctx, principal, request.body, request.ip);
      return reply
        .status(201)
        .send(ok(presentApplication(view, principal), appliedMessage(requestType), { statusCode: 201 }));
    },
  );

  app.post(
    '/donationRequestResponses/confirm',
    {
      config: { rateLimit: limit },
      schema: {
        tags,
        summary:
          "Confirm a guest's application with the token of the link e-mailed to them; it then reaches the request's owner",
        body: confirmApplicationSchema,
      },
    },
    async (request) => {
      const { view } = await confirmApplication(ctx, request.body.token, request.ip);
      return ok(presentApplication(view, null), APPLICATION_MESSAGES.applicationConfirmed);
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
      const principal = requireUser(request);
      const { views, total } = await listApplications(ctx, principal, request.query);
      return ok(
        views.map((view) => presentApplication(view, principal)),
        'Success',
        { totalCountOfRecords: total },
      );
    },
  );

  app.put(
    '/donationRequestResponses/:id/decision',
    {
      schema: {
        tags,
        summary: "Accept or decline a pending application (the request's owner and administrators)",
        params: idParamSchema,
        body: applicationDecisionSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { decision } = request.body;
      const view = await decideApplication(ctx, principal, request.params.id, decision, request.ip);
      return ok(
        presentApplication(view, principal),
        decision === 'accepted' ? CERTIFICATE_MESSAGES.accepted : CERTIFICATE_MESSAGES.declined,
      );
    },
  );

  app.put(
    '/donationRequestResponses/:id/complete',
    {
      schema: {
        tags,
        summary:
          "Mark an accepted internship or volunteering completed (the request's owner and administrators); a signed-in applicant gets a certificate",
        params: idParamSchema,
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const view = await completeApplication(ctx, principal, request.params.id, request.ip);
      return ok(presentApplication(view, principal), CERTIFICATE_MESSAGES.completed);
    },
  );
};
