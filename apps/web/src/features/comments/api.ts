import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMMENTS_PAGE_SIZE,
  type CommentDto,
  type CreateCommentInput,
  type UpdateCommentInput,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { commentCache, commentKeys, type CommentPage } from './cache';

export async function fetchCommentPage(
  requestId: string,
  parentId: string | null,
  offset: number,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const result = await api<CommentDto[]>(`/donationRequest/${encodeURIComponent(requestId)}/comments`, {
    query: { parentId, limit: COMMENTS_PAGE_SIZE, offset },
    signal,
  });
  return { items: result.data, total: result.totalCountOfRecords ?? result.data.length };
}

/**
 * A request's questions (parentId null) or one question's replies, 3 at a time (docs/screens-and-flows.md#flows Comments): the
 * next page starts where the loaded ones end, and there is none once all are loaded.
 */
export function useCommentPages(requestId: string, parentId: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: commentKeys.thread(requestId, parentId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchCommentPage(requestId, parentId, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled,
  });
}

export const commentApi = {
  add: (requestId: string, body: CreateCommentInput) =>
    api<CommentDto>(`/donationRequest/${encodeURIComponent(requestId)}/comments`, { method: 'POST', body }),
  edit: (id: string, body: UpdateCommentInput) => api<CommentDto>(`/comments/${id}`, { method: 'PUT', body }),
  remove: (id: string) => api<null>(`/comments/${id}`, { method: 'DELETE' }),
  toggleLike: (id: string) => api<CommentDto>(`/comments/${id}/like`, { method: 'POST' }),
};

/** POST a question, or a reply when the body names its question; it joins the cached thread. */
export function useAddComment(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentInput) => commentApi.add(requestId, body),
    onSuccess: ({ data }) => commentCache.add(client, data),
  });
}

/** PUT the author's new text; the cached copy follows. */
export function useEditComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCommentInput }) => commentApi.edit(id, body),
    onSuccess: ({ data }) => commentCache.replace(client, data),
  });
}

interface DeleteOptions {
  /** Runs once the comment is gone, even when the dialog that asked has closed with its question. */
  onDeleted?: () => void;
  onFailed?: (err: Error) => void;
}

export function useDeleteComment(options: DeleteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: CommentDto) => commentApi.remove(comment._id),
    onSuccess: (_, comment) => {
      commentCache.remove(client, comment);
      options.onDeleted?.();
    },
    onError: (err) => options.onFailed?.(err),
  });
}

/** docs/screens-and-flows.md#flows: a like toggles per user; the server answers with the comment's new likes. */
export function useToggleLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: CommentDto) => commentApi.toggleLike(comment._id),
    onSuccess: ({ data }) => commentCache.replace(client, data),
  });
}
