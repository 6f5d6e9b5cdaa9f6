import { z } from 'zod';
import { requestIdSchema } from './schemas';

/** docs/screens-and-flows.md#flows: comments and replies are shown 3 at a time, 3 more per 'View more'. */
export const COMMENTS_PAGE_SIZE = 3;
export const COMMENT_MAX_LENGTH = 2000;

/**
 * Forum text. Strings quoted from SPEC (§5, §8) are spelled exactly as SPEC has them; the others are
 * ours, for places SPEC leaves silent.
 */
export const COMMENT_MESSAGES = {
  // docs/validation-and-limits.md#conversation Forum, Comment edit; §8
  signInToAddQuestion: 'Please signup or login to add a question.',
  invalidText: 'please enter a valid text',
  edited: 'Successfully edited',
  deleted: 'Successfully deleted',
  // docs/screens-and-flows.md#flows Comments
  viewMore: 'View more',

  // Ours
  textTooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  questionAdded: 'Your question has been posted.',
  replyAdded: 'Your reply has been posted.',
  liked: 'You liked this comment.',
  unliked: 'You no longer like this comment.',
  signInToLike: 'Please signup or login to like a comment.',
  signInToReply: 'Please signup or login to add a reply.',
  noQuestions: 'No questions yet. Be the first to ask.',
  noReplies: 'No replies yet. Be the first to answer.',
  onlyAuthorEdits: 'Only the author can edit this comment.',
  cannotDelete: 'Only the author or an administrator can delete this comment.',
  replyToReply: 'Replies can be added to a question, not to another reply.',
} as const;

const commentTextSchema = z
  .string({ error: COMMENT_MESSAGES.invalidText })
  .trim()
  .min(1, COMMENT_MESSAGES.invalidText)
  .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.textTooLong);

/** POST /donationRequest/{id}/comments: a question, or a reply to one (parentId). */
export const createCommentSchema = z.object({
  text: commentTextSchema,
  parentId: requestIdSchema.nullish(),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** PUT /comments/{id}: the author's new text. */
export const updateCommentSchema = z.object({ text: commentTextSchema });
export type UpdateCommentInput = z.input<typeof updateCommentSchema>;

/** GET /donationRequest/{id}/comments: the questions, or with parentId one question's replies. */
export const commentListQuerySchema = z.object({
  parentId: requestIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(COMMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

/** docs/api-contract.md#entities-and-field-names likes child node. */
export interface CommentLikeDto {
  userId: string;
  name: string;
  likedByProfileImageUrl: string | null;
  /** ms timestamp */
  whenLiked: number;
}

/** docs/api-contract.md#entities-and-field-names Chat message / comment on the wire. */
export interface CommentDto {
  _id: string;
  requestId: string;
  /** The question a reply answers; null for a question. */
  parentId: string | null;
  text: string;
  type: 'Text';
  userId: string;
  senderName: string;
  senderProfileImageUrl: string | null;
  /** ms timestamp */
  whenSent: number;
  /** ms timestamp of the last edit; null when never edited. */
  whenEdited: number | null;
  likes: CommentLikeDto[];
  likeCount: number;
  likedByMe: boolean;
  replyCount: number;
  /** What the viewer may do with it, decided by the API: edit (its author), delete (its author, an administrator). */
  abilities: { edit: boolean; delete: boolean };
}
