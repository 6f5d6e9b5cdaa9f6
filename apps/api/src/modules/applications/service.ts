import type { z } from 'zod';
import {
  APPLICATION_FORM_SCHEMAS,
  APPLICATION_MESSAGES,
  applicationFormOf,
  type ApplicationBody,
  type RequestType,
  type applicationListQuerySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { FileRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { VerifiedUpload } from '../../platform/uploads';
import { getVisibleRequest } from '../requests/service';
import { APPLICATION_EVENTS } from './events';
import { assertCanApply, seesAllApplications } from './policy';
import {
  insertApplication,
  ownsRequestOfResume,
  selectApplications,
  type ApplicationView,
} from './repository';

export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const RESUME_PURPOSE = 'resume';

/** Resumes are read by their applicant, administrators, and the owner of the request they were sent to. */
export function defineResumePolicy(ctx: AppContext): void {
  ctx.files.definePolicy(RESUME_PURPOSE, (principal, file) =>
    ownsRequestOfResume(ctx.db, file.key, principal.userId),
  );
}

/** POST /donationRequestResponses/resume: the resume as the upload pipeline verified it, kept as uploaded. */
export async function uploadResume(
  ctx: AppContext,
  principal: Principal,
  upload: VerifiedUpload<'resume'>,
): Promise<FileRow> {
  return ctx.files.save({
    ownerId: principal.userId,
    purpose: RESUME_PURPOSE,
    name: upload.name,
    ext: upload.ext,
    contentType: upload.mime,
    bytes: upload.bytes,
  });
}

/** The form's own schema, with its SPEC §5 messages, over the fields sent; a 400 like any validation failure. */
function parseForm<T extends z.ZodType>(schema: T, body: ApplicationBody): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION', errors[0].message, errors);
}

/** POST /donationRequestResponses: an application to a community request the caller can see. */
export async function apply(
  ctx: AppContext,
  principal: Principal,
  body: ApplicationBody,
  ip?: string,
): Promise<{ view: ApplicationView; requestType: RequestType }> {
  const { request } = await getVisibleRequest(ctx, principal, body.donationRequestId);
  const requestType = request.requestType as RequestType;
  const form = applicationFormOf(requestType);
  if (!form) throw AppError.badRequest(APPLICATION_MESSAGES.notCommunityRequest);
  assertCanApply(principal, request);

  const fields =
    form === 'profile'
      ? parseForm(APPLICATION_FORM_SCHEMAS.profile, body)
      : { ...parseForm(APPLICATION_FORM_SCHEMAS.audioRoom, body), resume: undefined };

  const created = await ctx.db.transaction(async (tx) => {
    const resumeKey = fields.resume;
    if (resumeKey) {
      const attached = await ctx.files.attach(
        resumeKey,
        { ownerId: principal.userId, purpose: RESUME_PURPOSE, subjectId: request.id },
        tx,
      );
      if (!attached) throw AppError.field('resume', APPLICATION_MESSAGES.resumeNotFound);
    }
    return insertApplication(tx, {
      requestId: request.id,
      userId: principal.userId,
      requestType,
      participantFirstName: fields.participantName.first_name,
      participantLastName: fields.participantName.last_name,
      participantEmailAddress: fields.participantEmailAddress,
      resumeFileKey: resumeKey ?? null,
      ...('participantAudioRoomUrl' in fields
        ? { participantAudioRoomUrl: fields.participantAudioRoomUrl }
        : {
            participantPhone: fields.participantPhone ?? null,
            participantOccupation: fields.participantOccupation,
            participantGender: fields.participantGender ?? null,
            city: fields.city,
            state: fields.state,
            country: fields.country,
            address: fields.address ?? null,
          }),
    });
  });

  ctx.events.emit({
    type: APPLICATION_EVENTS.received,
    actorId: principal.userId,
    subjectType: 'donationRequest',
    subjectId: request.id,
    ip,
    data: { applicationId: created.id, requestType, requestOwnerId: request.createdBy },
  });
  const { views } = await selectApplications(ctx.db, { id: created.id }, { limit: 1, offset: 0 });
  return { view: views[0], requestType };
}

/**
 * GET /donationRequestResponses: a request's applications for its creator and administrators, the
 * caller's own for anyone else who can see it; without a request, the caller's own (administrators: all).
 */
export async function listApplications(
  ctx: AppContext,
  principal: Principal,
  query: ApplicationListQuery,
): Promise<{ views: ApplicationView[]; total: number }> {
  const page = { limit: query.limit, offset: query.offset };
  if (!query.donationRequestId) {
    return selectApplications(ctx.db, principal.flags.admin ? {} : { userId: principal.userId }, page);
  }
  const { request } = await getVisibleRequest(ctx, principal, query.donationRequestId);
  const all = seesAllApplications(principal, request);
  return selectApplications(
    ctx.db,
    { requestId: request.id, userId: all ? undefined : principal.userId },
    page,
  );
}
