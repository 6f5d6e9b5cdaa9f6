import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDeleteComment } from '../api';
import { t, tm } from '../../../lib/i18n';

interface DeleteCommentDialogProps {
  /** The comment to delete; null keeps the dialog closed. */
  comment: CommentDto | null;
  onClose: () => void;
}

/** docs/screens-and-flows.md#flows: a comment is deleted only after confirmation. */
export function DeleteCommentDialog({ comment, onClose }: DeleteCommentDialogProps) {
  const remove = useDeleteComment({
    onDeleted: () => {
      notifySuccess(tm(COMMENT_MESSAGES.deleted));
      onClose();
    },
    onFailed: (err) => notifyFailure(errorMessage(err)),
  });
  return (
    <ConfirmDialog
      opened={comment !== null}
      title={t('Delete this comment?')}
      confirmLabel={t('Delete')}
      loading={remove.isPending}
      onConfirm={() => comment && remove.mutate(comment)}
      onClose={onClose}
    >
      {t('It will be removed for everyone, and a question takes its replies with it. This cannot be undone.')}
    </ConfirmDialog>
  );
}
