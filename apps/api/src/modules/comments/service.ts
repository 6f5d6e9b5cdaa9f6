import type { z } from 'zod';
import { COMMENT_MESSAGES, type commentListQuerySchema, type createCommentSchema } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Emit } from '../../platform/events';
import type { CommentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { getVisibleRequest } from '../requests';
import { COMMENT_EVENTS } from './events';
import { assertCanDelete, assertCanEdit, assertCanReplyTo } from './policy';
import {
  findComment,
  findCommentView,
  insertComment,
  listCommentViews,
  softDeleteComment,
  toggleLike as toggleLikeRow,
  updateCommentText,
  type CommentView,
} from './repository';

export type CommentListQuery = z.output<typeof commentListQuerySchema>;
export type CreateCommentBody = z.output<typeof createCommentSchema>;

/**
 * A comment on a request the caller can see; anything else (deleted, unknown, or on a request hidden
 * from the caller) is a 404, as the request itself would be.
 */
async function getVisibleComment(
  ctx: AppContext,
  principal: Principal | null,
  id: string,
): Promise<CommentRow> {
  const comment = await findComment(ctx.db, id);
  if (!comment) throw AppError.notFound();
  await getVisibleRequest(ctx, principal, comment.requestId);
  return comment;
}

/** A question of this request, to list or add replies under. */
async function getQuestion(ctx: AppContext, requestId: string, id: string): Promise<CommentRow> {
  const parent = await findComment(ctx.db, id);
  if (!parent || parent.requestId !== requestId) throw AppError.notFound();
  return parent;
}

async function currentView(ctx: AppContext, id: string, viewerId: string | null): Promise<CommentView> {
  const view = await findCommentView(ctx.db, id, viewerId);
  if (!view) throw AppError.notFound();
  return view;
}

type CommentEvent = (typeof COMMENT_EVENTS)[keyof typeof COMMENT_EVENTS];

/** A comment's event is about its request, so the request's forum hears of it. */
function emitAbout(emit: Emit, type: CommentEvent, actorId: string, comment: CommentRow, ip?: string) {
  return emit(
    type,
    { commentId: comment.id, parentId: comment.parentId, authorId: comment.userId },
    { actorId, subjectType: 'donationRequest', subjectId: comment.requestId, ip },
  );
}

/** GET /donationRequest/{id}/comments: anyone who can see the request reads its forum. */
export async function listComments(
  ctx: AppContext,
  principal: Principal | null,
  requestIdOrName: string,
  query: CommentListQuery,
): Promise<{ views: CommentView[]; total: number }> {
  const { request } = await getVisibleRequest(ctx, principal, requestIdOrName);
  if (query.parentId) await getQuestion(ctx, request.id, query.parentId);
  return listCommentViews(
    ctx.db,
    { requestId: request.id, parentId: query.parentId ?? null },
    principal?.userId ?? null,
    { limit: query.limit, offset: query.offset },
  );
}

/** POST /donationRequest/{id}/comments: a question, or a reply to one; signing in is required (docs/validation-and-limits.md#conversation Forum). */
export async function addComment(
  ctx: AppContext,
  principal: Principal | null,
  requestIdOrName: string,
  body: CreateCommentBody,
  ip?: string,
): Promise<CommentView> {
  if (!principal) throw AppError.unauthenticated(COMMENT_MESSAGES.signInToAddQuestion);
  const { request } = await getVisibleRequest(ctx, principal, requestIdOrName);
  if (body.parentId) assertCanReplyTo(await getQuestion(ctx, request.id, body.parentId));
  const comment = await ctx.events.transaction(async (tx, emit) => {
    const row = await insertComment(tx, {
      requestId: request.id,
      parentId: body.parentId ?? null,
      userId: principal.userId,
      text: body.text,
    });
    await emitAbout(emit, COMMENT_EVENTS.created, principal.userId, row, ip);
    return row;
  });
  return currentView(ctx, comment.id, principal.userId);
}

/** PUT /comments/{id}: the author's new text. */
export async function editComment(
  ctx: AppContext,
  principal: Principal,
  id: string,
  text: string,
  ip?: string,
): Promise<CommentView> {
  const comment = await getVisibleComment(ctx, principal, id);
  assertCanEdit(principal, comment);
  await ctx.events.transaction(async (tx, emit) => {
    await updateCommentText(tx, comment.id, text);
    await emitAbout(emit, COMMENT_EVENTS.edited, principal.userId, comment, ip);
  });
  return currentView(ctx, comment.id, principal.userId);
}

/** DELETE /comments/{id}: by its author or an administrator; its replies go with it. */
export async function deleteComment(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<void> {
  const comment = await getVisibleComment(ctx, principal, id);
  assertCanDelete(principal, comment);
  await ctx.events.transaction(async (tx, emit) => {
    await softDeleteComment(tx, comment.id);
    await emitAbout(emit, COMMENT_EVENTS.deleted, principal.userId, comment, ip);
  });
}

/** POST /comments/{id}/like: likes, or unlikes when already liked (docs/screens-and-flows.md#flows: like toggles per user). */
export async function toggleLike(
  ctx: AppContext,
  principal: Principal,
  id: string,
  ip?: string,
): Promise<{ view: CommentView; liked: boolean }> {
  const comment = await getVisibleComment(ctx, principal, id);
  const liked = await ctx.events.transaction(async (tx, emit) => {
    const likes = await toggleLikeRow(tx, comment.id, principal.userId);
    await emitAbout(
      emit,
      likes ? COMMENT_EVENTS.liked : COMMENT_EVENTS.unliked,
      principal.userId,
      comment,
      ip,
    );
    return likes;
  });
  return { view: await currentView(ctx, comment.id, principal.userId), liked };
}
