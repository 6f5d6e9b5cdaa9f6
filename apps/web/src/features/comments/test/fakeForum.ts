import { COMMENT_MESSAGES, fullName, type CommentDto } from '@carenet/shared';
import type { ApiCall } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';

type Stored = Omit<CommentDto, 'likeCount' | 'likedByMe' | 'replyCount'>;
type Answer = { status?: number; body: Record<string, unknown> };

let counter = 0;
const nextId = () => `0190b7d5-2a8f-7c4d-8e3f-${String(++counter).padStart(12, '0')}`;

function error(statusCode: number, message: string): Answer {
  return { status: statusCode, body: { status: 'error', statusCode, message } };
}

function success(data: unknown, message: string, extra: Record<string, unknown> = {}): Answer {
  return { status: 200, body: { status: 'success', statusCode: 200, message, data, ...extra } };
}

/** What the API lets a viewer do with a comment they did not write and may not moderate. */
const NO_COMMENT_ABILITIES: CommentDto['abilities'] = { edit: false, delete: false };
/** What the API lets the author do with their own comment. */
export const AUTHOR_ABILITIES: CommentDto['abilities'] = { edit: true, delete: true };

/**
 * The comments API of apps/api/src/modules/comments in memory, for mockApi: questions newest first,
 * replies oldest first, limit/offset paging, likes toggled per signed-in user. Who may edit or delete
 * is the API's decision, so each comment carries the abilities a test gives it (none unless told; its
 * author's for a comment posted through the fake), and edits and deletions follow them.
 */
export class FakeForum {
  private readonly comments: Stored[] = [];
  private clock = Date.parse('2025-03-05T09:00:00.000Z');

  constructor(readonly requestId: string) {}

  /** A comment by someone else unless told otherwise. */
  add(overrides: Partial<Stored> = {}): CommentDto {
    this.clock += 60_000;
    const stored: Stored = {
      _id: nextId(),
      requestId: this.requestId,
      parentId: null,
      text: `Comment ${counter + 1}`,
      type: 'Text',
      userId: 'u-someone',
      senderName: 'Ravi Kumar',
      senderProfileImageUrl: null,
      whenSent: this.clock,
      whenEdited: null,
      likes: [],
      abilities: NO_COMMENT_ABILITIES,
      ...overrides,
    };
    this.comments.push(stored);
    return this.present(stored);
  }

  /** `count` questions, Question 1 the oldest. */
  addQuestions(count: number, overrides: Partial<Stored> = {}): CommentDto[] {
    return Array.from({ length: count }, (_, index) =>
      this.add({ text: `Question ${index + 1}`, ...overrides }),
    );
  }

  private present(stored: Stored): CommentDto {
    const viewer = sessionStore.get();
    return {
      ...stored,
      likeCount: stored.likes.length,
      likedByMe: stored.likes.some((like) => like.userId === viewer?._id),
      replyCount: this.comments.filter((item) => item.parentId === stored._id).length,
    };
  }

  handle = ({ path, method, body, url }: ApiCall & { url: URL }): Answer => {
    const viewer = sessionStore.get();
    const thread = /^\/donationRequest\/([^/]+)\/comments$/.exec(path);
    if (thread && method === 'GET') {
      const parentId = url.searchParams.get('parentId');
      const limit = Number(url.searchParams.get('limit') ?? 3);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const items = this.comments
        .filter((item) => item.parentId === parentId)
        .sort((a, b) => (parentId ? a.whenSent - b.whenSent : b.whenSent - a.whenSent));
      return success(
        items.slice(offset, offset + limit).map((item) => this.present(item)),
        'Success',
        { totalCountOfRecords: items.length },
      );
    }
    if (thread && method === 'POST') {
      if (!viewer) return error(401, COMMENT_MESSAGES.signInToAddQuestion);
      const { text, parentId } = body as { text: string; parentId?: string };
      const created = this.add({
        text,
        parentId: parentId ?? null,
        userId: viewer._id,
        senderName: fullName(viewer.name),
        abilities: AUTHOR_ABILITIES,
      });
      return success(created, parentId ? COMMENT_MESSAGES.replyAdded : COMMENT_MESSAGES.questionAdded);
    }

    const [, id, action] = /^\/comments\/([^/]+)(\/like)?$/.exec(path) ?? [];
    const comment = this.comments.find((item) => item._id === id);
    if (!comment) return error(404, 'Not found');
    if (!viewer) return error(401, COMMENT_MESSAGES.signInToLike);
    if (action && method === 'POST') {
      const index = comment.likes.findIndex((like) => like.userId === viewer._id);
      if (index >= 0) comment.likes.splice(index, 1);
      else {
        comment.likes.push({
          userId: viewer._id,
          name: fullName(viewer.name),
          likedByProfileImageUrl: null,
          whenLiked: Date.now(),
        });
      }
      return success(this.present(comment), index >= 0 ? COMMENT_MESSAGES.unliked : COMMENT_MESSAGES.liked);
    }
    if (method === 'PUT') {
      if (!comment.abilities.edit) return error(403, COMMENT_MESSAGES.onlyAuthorEdits);
      comment.text = (body as { text: string }).text;
      comment.whenEdited = Date.now();
      return success(this.present(comment), COMMENT_MESSAGES.edited);
    }
    if (method === 'DELETE') {
      if (!comment.abilities.delete) return error(403, COMMENT_MESSAGES.cannotDelete);
      const gone = new Set([
        comment._id,
        ...this.comments.filter((item) => item.parentId === comment._id).map((item) => item._id),
      ]);
      this.comments.splice(0, this.comments.length, ...this.comments.filter((item) => !gone.has(item._id)));
      return success(null, COMMENT_MESSAGES.deleted);
    }
    return error(405, `No fake for ${method} ${path}`);
  };
}
