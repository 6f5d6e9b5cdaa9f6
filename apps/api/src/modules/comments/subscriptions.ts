import { commentsTopic } from '@carenet/shared';
import type { AppContext } from '../../platform/context';
import { getVisibleRequest } from '../requests';
import { COMMENT_EVENTS } from './events';

/**
 * A request's forum updates live (issue 5): whoever may read the request may follow
 * `comments:<requestId>`, and each post, edit, deletion and like is announced there. The event names
 * what changed; clients read the comments themselves over HTTP, so nothing private travels the bus.
 */
export function subscribeComments(ctx: AppContext): void {
  ctx.realtime.defineTopic('comments', {
    authorize: (principal, requestId) =>
      getVisibleRequest(ctx, principal, requestId).then(
        (view) => view.request.id === requestId,
        () => false,
      ),
  });
  for (const type of Object.values(COMMENT_EVENTS)) {
    ctx.events.on(type, (event) => {
      if (!event.subjectId) return;
      return ctx.realtime.publish(commentsTopic(event.subjectId), type, {
        commentId: event.data.commentId,
        parentId: event.data.parentId,
      });
    });
  }
}
