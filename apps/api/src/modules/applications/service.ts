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
import {
  assertAllowed,
  refuseApply,
  refuseReadApplications,
  relationshipOf,
  requestViewerOf,
  type RequestRecord,
} from '../../access';
import { getVisibleRequest } from '../requests';
import { APPLICATION_EVENTS } from './events';
import { answersOf } from './form';
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

/** The request an application is for, and its form, once the apply rule allows it (guests included). */
export async function openRequestFor(
  ctx: AppContext,
  principal: Principal | null,
  idOrName: string,
): Promise<{ request: RequestRecord; requestType: RequestType; form: ApplicationForm }> {
  const view = await getVisibleRequest(ctx, principal, idOrName);
  assertAllowed(refuseApply(relationshipOf(await requestViewerOf(ctx, principal, [view]), view), view));
  const requestType = view.request.requestType as RequestType;
  // refuseApply refuses every request type without an application form.
  return { request: view.request, requestType, form: applicationFormOf(requestType)! };
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
  const view = await getVisibleRequest(ctx, principal, query.donationRequestId);
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  // Whoever the rule refuses the request's applications still reads their own among them.
  const all = refuseReadApplications(rel, view) === null;
  return selectApplications(
    ctx.db,
    { requestId: view.request.id, userId: all ? undefined : principal.userId },
    page,
  );
}
