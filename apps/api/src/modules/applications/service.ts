import type { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  applicationFormOf,
  type ApplicationBody,
  type ApplicationForm,
  type RequestType,
  type applicationListQuerySchema,
} from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Emit } from '../../platform/events';
import type { DonationRequestResponseRow, FileRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { VerifiedUpload } from '../../platform/uploads';
import type { RequestRecord } from '../requests';
import { getVisibleRequest } from '../requests';
import { APPLICATION_EVENTS } from './events';
import { answersOf } from './form';
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

/** The request an application is for, and its form; refused as a person meets the reasons. */
export async function openRequestFor(
  ctx: AppContext,
  principal: Principal | null,
  idOrName: string,
): Promise<{ request: RequestRecord; requestType: RequestType; form: ApplicationForm }> {
  const { request } = await getVisibleRequest(ctx, principal, idOrName);
  const requestType = request.requestType as RequestType;
  const form = applicationFormOf(requestType);
  if (!form) throw AppError.badRequest(APPLICATION_MESSAGES.notCommunityRequest);
  assertCanApply(principal, request);
  return { request, requestType, form };
}

/** Tells the request's owner (notifications, activity log) about an application that reached them. */
export function announceApplication(
  emit: Emit,
  application: DonationRequestResponseRow,
  requestOwnerId: string,
  ip: string | undefined,
): Promise<void> {
  return emit(
    APPLICATION_EVENTS.received,
    {
      applicationId: application.id,
      requestType: application.requestType,
      requestOwnerId,
      ...(application.userId ? {} : { guest: true as const }),
    },
    { actorId: application.userId, subjectType: 'donationRequest', subjectId: application.requestId, ip },
  );
}

/** The application as its presenter needs it. */
export async function applicationView(ctx: AppContext, id: string): Promise<ApplicationView> {
  const { views } = await selectApplications(ctx.db, { id }, { limit: 1, offset: 0 });
  return views[0];
}

/** POST /donationRequestResponses, signed in: an application to a community request the caller can see. */
export async function apply(
  ctx: AppContext,
  principal: Principal,
  body: ApplicationBody,
  ip?: string,
): Promise<{ view: ApplicationView; requestType: RequestType }> {
  const { request, requestType, form } = await openRequestFor(ctx, principal, body.donationRequestId);
  const { answers, resumeKey } = answersOf(form, body);

  const created = await ctx.events.transaction(async (tx, emit) => {
    if (resumeKey) {
      const attached = await ctx.files.attach(
        resumeKey,
        { ownerId: principal.userId, purpose: RESUME_PURPOSE, subjectId: request.id },
        tx,
      );
      if (!attached) throw AppError.field('resume', APPLICATION_MESSAGES.resumeNotFound);
    }
    const row = await insertApplication(tx, {
      ...answers,
      requestId: request.id,
      userId: principal.userId,
      requestType,
      resumeFileKey: resumeKey ?? null,
    });
    await announceApplication(emit, row, request.createdBy, ip);
    return row;
  });

  return { view: await applicationView(ctx, created.id), requestType };
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
