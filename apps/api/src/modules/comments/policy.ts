import { COMMENT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { CommentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** SPEC §6: comment edit, author only. */
export function assertCanEdit(principal: Principal, comment: CommentRow): void {
  if (comment.userId !== principal.userId) throw AppError.forbidden(COMMENT_MESSAGES.onlyAuthorEdits);
}

/** SPEC §6: comment delete, author, admin or superAdmin (both carry the admin flag). */
export function assertCanDelete(principal: Principal, comment: CommentRow): void {
  if (comment.userId !== principal.userId && !principal.flags.admin) {
    throw AppError.forbidden(COMMENT_MESSAGES.cannotDelete);
  }
}

/** Replies are one level deep (SPEC §2: a forum dialog with a nested replies dialog). */
export function assertCanReplyTo(parent: CommentRow): void {
  if (parent.parentId) throw AppError.badRequest(COMMENT_MESSAGES.replyToReply);
}
