import { Button, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { notifyFailure } from '../../../components/notify';
import { useToggleLike } from '../api';
import { useSignInFirst } from '../useSignInFirst';
import { t, tm } from '../../../lib/i18n';

function likeActionLabel(likedByMe: boolean, count: number): string {
  if (likedByMe) return count === 1 ? t('Unlike, 1 like') : t('Unlike, {count} likes', { count });
  return count === 1 ? t('Like, 1 like') : t('Like, {count} likes', { count });
}

/** docs/screens-and-flows.md#flows: a like toggles per user; the count and who liked it (docs/api-contract.md#entities-and-field-names likes) are shown. */
export function LikeButton({ comment }: { comment: CommentDto }) {
  const viewer = useSession();
  const signInFirst = useSignInFirst();
  const like = useToggleLike();
  const likers = comment.likes.map((item) => item.name).join(', ');
  const toggle = () => {
    if (!viewer) {
      signInFirst(tm(COMMENT_MESSAGES.signInToLike));
      return;
    }
    like.mutate(comment, { onError: (err) => notifyFailure(errorMessage(err)) });
  };

  return (
    <Tooltip
      label={t('Liked by {names}', { names: likers })}
      disabled={!likers}
      withArrow
      multiline
      maw={280}
    >
      <Button
        variant="subtle"
        color={comment.likedByMe ? 'red' : 'gray'}
        size="compact-sm"
        leftSection={comment.likedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
        aria-label={likeActionLabel(comment.likedByMe, comment.likeCount)}
        aria-pressed={comment.likedByMe}
        loading={like.isPending}
        onClick={toggle}
      >
        {comment.likeCount}
      </Button>
    </Tooltip>
  );
}
