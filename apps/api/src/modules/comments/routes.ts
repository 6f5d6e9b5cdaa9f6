import { z } from 'zod';
import {
  COMMENT_MESSAGES,
  commentListQuerySchema,
  createCommentSchema,
  idParamSchema,
  requestIdSchema,
  updateCommentSchema,
} from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { AppError } from '../../platform/errors';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentComment } from './presenter';
import { addComment, deleteComment, editComment, listComments, toggleLike } from './service';

const tags = ['comments'];
const commentParams = z.object({ id: requestIdSchema });

/** docs/api-contract.md#entities-and-field-names forum of a request: questions, one level of replies, likes. */
export const commentRoutes: ApiModule = (ctx) => {
  return async (app) => {
    app.get(
      '/donationRequest/:id/comments',
      {
        schema: {
          tags,
          summary: "A request's questions, or with parentId a question's replies; 3 at a time by default",
          params: idParamSchema,
          querystring: commentListQuerySchema,
        },
      },
      async (request) => {
        const { views, total } = await listComments(ctx, request.principal, request.params.id, request.query);
        return ok(
          views.map((view) => presentComment(view, request.principal)),
          'Success',
          { totalCountOfRecords: total },
        );
      },
    );

    app.post(
      '/donationRequest/:id/comments',
      {
        schema: {
          tags,
          summary: 'Ask a question on a request, or reply to one (parentId); signed in',
          params: idParamSchema,
          body: createCommentSchema,
        },
      },
      async (request, reply) => {
        const view = await addComment(ctx, request.principal, request.params.id, request.body, request.ip);
        const message = view.comment.parentId ? COMMENT_MESSAGES.replyAdded : COMMENT_MESSAGES.questionAdded;
        return reply
          .status(201)
          .send(ok(presentComment(view, request.principal), message, { statusCode: 201 }));
      },
    );

    app.put(
      '/comments/:id',
      {
        schema: {
          tags,
          summary: 'Edit a comment (its author)',
          params: commentParams,
          body: updateCommentSchema,
        },
      },
      async (request) => {
        const principal = requireUser(request);
        const view = await editComment(ctx, principal, request.params.id, request.body.text, request.ip);
        return ok(presentComment(view, principal), COMMENT_MESSAGES.edited);
      },
    );

    app.delete(
      '/comments/:id',
      {
        schema: {
          tags,
          summary: 'Delete a comment (its author, an admin or a superAdmin)',
          params: commentParams,
        },
      },
      async (request) => {
        await deleteComment(ctx, requireUser(request), request.params.id, request.ip);
        return ok(null, COMMENT_MESSAGES.deleted);
      },
    );

    app.post(
      '/comments/:id/like',
      { schema: { tags, summary: "Like a comment, or undo the caller's like", params: commentParams } },
      async (request) => {
        if (!request.principal) throw AppError.unauthenticated(COMMENT_MESSAGES.signInToLike);
        const { view, liked } = await toggleLike(ctx, request.principal, request.params.id, request.ip);
        return ok(
          presentComment(view, request.principal),
          liked ? COMMENT_MESSAGES.liked : COMMENT_MESSAGES.unliked,
        );
      },
    );
  };
};
