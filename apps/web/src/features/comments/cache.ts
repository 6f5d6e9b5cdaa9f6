import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { CommentDto } from '@carenet/shared';

export interface CommentPage {
  items: CommentDto[];
  total: number;
}

type Pages = InfiniteData<CommentPage, number>;

export const commentKeys = {
  all: ['comments'] as const,
  /** A request's questions, or (with parentId) one question's replies. */
  thread: (requestId: string, parentId: string | null) =>
    ['comments', requestId, parentId ?? 'questions'] as const,
};

function editThread(
  client: QueryClient,
  comment: Pick<CommentDto, 'requestId' | 'parentId'>,
  edit: (data: Pages) => Pages,
) {
  client.setQueryData<Pages>(commentKeys.thread(comment.requestId, comment.parentId), (data) =>
    data?.pages.length ? edit(data) : data,
  );
}

function mapItems(data: Pages, map: (item: CommentDto) => CommentDto): Pages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(map) })) };
}

function withTotal(data: Pages, change: number): Pages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: page.total + change })) };
}

function changeReplyCount(client: QueryClient, reply: CommentDto, change: number): void {
  editThread(client, { requestId: reply.requestId, parentId: null }, (data) =>
    mapItems(data, (item) =>
      item._id === reply.parentId ? { ...item, replyCount: Math.max(0, item.replyCount + change) } : item,
    ),
  );
}

/**
 * Keeps the loaded pages in step with a change without reloading them. The next page starts at the
 * loaded count, so the loaded items and the total always move together, as the server's do.
 */
export const commentCache = {
  replace(client: QueryClient, comment: CommentDto): void {
    editThread(client, comment, (data) =>
      mapItems(data, (item) => (item._id === comment._id ? comment : item)),
    );
  },

  add(client: QueryClient, comment: CommentDto): void {
    editThread(client, comment, (data) => {
      const pages = [...data.pages];
      if (!comment.parentId) {
        // Questions come newest first: a new one leads the first page.
        pages[0] = { ...pages[0], items: [comment, ...pages[0].items] };
      } else {
        // Replies come oldest first: a new one ends the thread, so it is shown now only when everything
        // before it is; otherwise 'View more' reaches it in its place.
        const last = pages[pages.length - 1];
        const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
        if (loaded >= last.total) pages[pages.length - 1] = { ...last, items: [...last.items, comment] };
      }
      return withTotal({ ...data, pages }, 1);
    });
    if (comment.parentId) changeReplyCount(client, comment, 1);
  },

  remove(client: QueryClient, comment: CommentDto): void {
    editThread(client, comment, (data) => {
      const pages = data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item._id !== comment._id),
      }));
      const removed =
        data.pages.reduce((sum, page) => sum + page.items.length, 0) -
        pages.reduce((sum, page) => sum + page.items.length, 0);
      return withTotal({ ...data, pages }, -removed);
    });
    if (comment.parentId) changeReplyCount(client, comment, -1);
    // A deleted question takes its replies with it.
    else client.removeQueries({ queryKey: commentKeys.thread(comment.requestId, comment._id) });
  },
};
