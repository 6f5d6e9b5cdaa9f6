import { fullName, type CommentDto, type CommentLikeDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import { canDelete, canEdit } from './policy';
import type { CommentView, LikeView } from './repository';

function presentLike({ user, createdAt }: LikeView): CommentLikeDto {
  return {
    userId: user.id,
    name: fullName(user.name),
    likedByProfileImageUrl: user.profileImageUrl,
    whenLiked: createdAt.getTime(),
  };
}

/**
 * docs/api-contract.md#entities-and-field-names Chat message / comment: whenSent and whenLiked in ms, with what the viewer (null when signed
 * out) may do with it, by the rules the edit and delete routes enforce.
 */
export function presentComment(view: CommentView, viewer: Principal | null): CommentDto {
  const { comment, sender } = view;
  const edited = comment.updatedAt.getTime() > comment.createdAt.getTime();
  return {
    _id: comment.id,
    requestId: comment.requestId,
    parentId: comment.parentId,
    text: comment.text,
    type: 'Text',
    userId: sender.id,
    senderName: fullName(sender.name),
    senderProfileImageUrl: sender.profileImageUrl,
    whenSent: comment.createdAt.getTime(),
    whenEdited: edited ? comment.updatedAt.getTime() : null,
    likes: view.likes.map(presentLike),
    likeCount: view.likeCount,
    likedByMe: view.likedByMe,
    replyCount: view.replyCount,
    abilities: { edit: canEdit(viewer, comment), delete: canDelete(viewer, comment) },
  };
}
