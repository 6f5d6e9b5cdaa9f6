import type { ActivityCategories } from '../../platform/audit';

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

/** The request is the event's subject; these name the comment within its forum. */
type CommentFacts = { commentId: string; parentId: string | null; authorId: string };

declare module '../../platform/events' {
  interface EventMap {
    [COMMENT_EVENTS.created]: CommentFacts;
    [COMMENT_EVENTS.edited]: CommentFacts;
    [COMMENT_EVENTS.deleted]: CommentFacts;
    [COMMENT_EVENTS.liked]: CommentFacts;
    [COMMENT_EVENTS.unliked]: CommentFacts;
  }
}

/** Posts, edits and deletions are part of a request's story; likes are not worth a log line each. */
export const commentActivityCategories: ActivityCategories = {
  [COMMENT_EVENTS.created]: 'Donation Request',
  [COMMENT_EVENTS.edited]: 'Donation Request',
  [COMMENT_EVENTS.deleted]: 'Donation Request',
};
