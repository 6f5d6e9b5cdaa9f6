import type { ActivityCategory } from '../../platform/audit';

/**
 * Domain events of the forum (DESIGN §3.6). Each names the request in subjectId and the comment in
 * data.commentId, so realtime can push it to the request's subscribers.
 */
export const COMMENT_EVENTS = {
  created: 'comment.created',
  edited: 'comment.edited',
  deleted: 'comment.deleted',
  liked: 'comment.liked',
  unliked: 'comment.unliked',
} as const;

/** Posts, edits and deletions are part of a request's story; likes are not worth a log line each. */
export const commentActivityCategories: Record<string, ActivityCategory> = {
  [COMMENT_EVENTS.created]: 'Donation Request',
  [COMMENT_EVENTS.edited]: 'Donation Request',
  [COMMENT_EVENTS.deleted]: 'Donation Request',
};
