import { deriveRoleFlags, type CommentDto, type UserDto } from '@carenet/shared';

type Viewer = Pick<UserDto, '_id' | 'roles'> | null;

/** SPEC §6: comment edit, author only (the API refuses everyone else anyway). */
export function canEditComment(viewer: Viewer, comment: CommentDto): boolean {
  return Boolean(viewer) && viewer?._id === comment.userId;
}

/** SPEC §6: comment delete, the author, an admin or a superAdmin (both carry the admin flag). */
export function canDeleteComment(viewer: Viewer, comment: CommentDto): boolean {
  return canEditComment(viewer, comment) || deriveRoleFlags(viewer?.roles).admin;
}
