/**
 * The administrators' report queue (docs/request-states.md#reviewing-reports): the reported requests
 * waiting for a decision, and the two decisions, dismiss (restore) and confirm (spam).
 */
import { inArray } from 'drizzle-orm';
import { REQUEST_MESSAGES, type ConfirmSpamInput, type ReportQueueQuery } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { donationRequests } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import {
  assertAllowed,
  refuseReviewReports,
  relationshipOf,
  requestViewerOf,
  type RequestView,
} from '../../access';
import { REQUEST_EVENTS } from './events';
import { assertCanReviewReports } from './policy';
import { findRequestView, selectRequestViews } from './repository';
import {
  countWaitingReports,
  resolveWaitingReports,
  selectReportQueue,
  type QueuedReports,
} from './reports-repository';
import { getVisibleRequest } from './service';
import { markAsSpam } from './spam';

export interface ReportQueueEntry {
  view: RequestView;
  reports: QueuedReports;
}

/** GET /donationRequest/reports: a page of the queue and how many requests wait in all. */
export async function listReportQueue(
  ctx: AppContext,
  principal: Principal,
  query: ReportQueueQuery,
): Promise<{ entries: ReportQueueEntry[]; total: number }> {
  assertCanReviewReports(principal);
  const { entries, total } = await selectReportQueue(ctx.db, query);
  const views = entries.length
    ? await selectRequestViews(ctx.db, {
        where: inArray(
          donationRequests.id,
          entries.map((entry) => entry.requestId),
        ),
        viewerId: principal.userId,
      })
    : [];
  const viewOf = new Map(views.map((view) => [view.request.id, view]));
  return {
    entries: entries.flatMap((reports) => {
      const view = viewOf.get(reports.requestId);
      return view ? [{ view, reports }] : [];
    }),
    total,
  };
}

/**
 * The request, once the caller is known to be allowed to decide on its reports: 404 to whoever may
 * not see it, 403 to whoever sees it but is not an administrator, 409 when no report waits.
 */
async function reviewable(ctx: AppContext, principal: Principal, idOrName: string): Promise<RequestView> {
  const view = await getVisibleRequest(ctx, principal, idOrName);
  const rel = relationshipOf(await requestViewerOf(ctx, principal, [view]), view);
  assertAllowed(refuseReviewReports(rel, await countWaitingReports(ctx.db, view.request.id)));
  return view;
}

async function currentView(ctx: AppContext, id: string, viewerId: string): Promise<RequestView> {
  const view = await findRequestView(ctx.db, id, viewerId);
  if (!view) throw AppError.notFound();
  return view;
}

/** POST /donationRequest/{id}/reports/restore: the reports are dismissed; the request stays as it was. */
export async function restoreReportedRequest(
  ctx: AppContext,
  principal: Principal,
  idOrName: string,
  ip?: string,
): Promise<RequestView> {
  const { request } = await reviewable(ctx, principal, idOrName);
  const meta = { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip };
  await ctx.events.transaction(async (tx, emit) => {
    const dismissed = await resolveWaitingReports(tx, request.id, 'restored', principal.userId);
    // Another administrator decided in the meantime.
    if (!dismissed.length) throw AppError.conflict(REQUEST_MESSAGES.noReportsToReview);
    await emit(
      REQUEST_EVENTS.reportsDismissed,
      { status: request.status, reviewedReports: dismissed.length },
      meta,
    );
  });
  return currentView(ctx, request.id, principal.userId);
}

/** POST /donationRequest/{id}/reports/confirm: the reports are confirmed and the request is marked as spam. */
export async function confirmReportedRequest(
  ctx: AppContext,
  principal: Principal,
  idOrName: string,
  body: ConfirmSpamInput,
  ip?: string,
): Promise<RequestView> {
  const { request } = await reviewable(ctx, principal, idOrName);
  const meta = { actorId: principal.userId, subjectType: 'donationRequest', subjectId: request.id, ip };
  await ctx.events.transaction(async (tx, emit) => {
    const change = { request, adminId: principal.userId, flagReason: body?.flagReason };
    if (!(await markAsSpam(tx, emit, change, meta)))
      throw AppError.conflict(REQUEST_MESSAGES.noReportsToReview);
  });
  return currentView(ctx, request.id, principal.userId);
}
