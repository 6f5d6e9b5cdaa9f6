import { COMMENT_MESSAGES } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { CommentRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';

/** docs/roles-and-permissions.md#who-may-do-what: comment edit, author only. A signed-out reader edits nothing. */
export function canEdit(principal: Principal | null, comment: CommentRow): boolean {
  return principal !== null && comment.userId === principal.userId;
}

/** docs/roles-and-permissions.md#who-may-do-what: comment delete, author, admin or superAdmin (both carry the admin flag). */
export function canDelete(principal: Principal | null, comment: CommentRow): boolean {
  return canEdit(principal, comment) || Boolean(principal?.flags.admin);
}

export function assertCanEdit(principal: Principal, comment: CommentRow): void {
  if (!canEdit(principal, comment)) throw AppError.forbidden(COMMENT_MESSAGES.onlyAuthorEdits);
}

export function assertCanDelete(principal: Principal, comment: CommentRow): void {
  if (!canDelete(principal, comment)) throw AppError.forbidden(COMMENT_MESSAGES.cannotDelete);
}

/** Replies are one level deep (docs/screens-and-flows.md#flows: a forum dialog with a nested replies dialog). */
export function assertCanReplyTo(parent: CommentRow): void {
  if (parent.parentId) throw AppError.badRequest(COMMENT_MESSAGES.replyToReply);
}
