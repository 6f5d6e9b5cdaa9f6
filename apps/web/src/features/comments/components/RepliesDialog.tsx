import { Card, Modal, Stack } from '@mantine/core';
import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { useState } from 'react';
import { useCommentPages } from '../api';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import { CommentThread } from './CommentThread';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { t, tm } from '../../../lib/i18n';

interface RepliesDialogProps {
  /** The question whose replies are shown; none keeps the dialog closed. */
  question: CommentDto | undefined;
  onClose: () => void;
}

/** docs/screens-and-flows.md#flows: the nested dialog of one question and its replies, 3 at a time. */
export function RepliesDialog({ question, onClose }: RepliesDialogProps) {
  const fullScreen = useFullScreenModal();
  const [deleting, setDeleting] = useState<CommentDto | null>(null);
  return (
    <Modal
      opened={question !== undefined}
      onClose={onClose}
      title={t('Replies')}
      size="lg"
      fullScreen={fullScreen}
      closeOnEscape={deleting === null}
    >
      {question && <Replies question={question} onDelete={setDeleting} />}
      <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </Modal>
  );
}

function Replies({ question, onDelete }: { question: CommentDto; onDelete: (comment: CommentDto) => void }) {
  const replies = useCommentPages(question.requestId, question._id);
  return (
    <Stack gap="md">
      <Card padding="sm" bg="gray.0">
        <CommentItem comment={question} onDelete={onDelete} />
      </Card>
      <CommentThread
        query={replies}
        label={t('Replies')}
        loadingLabel={t('Loading replies')}
        failedTitle={t('We could not load the replies')}
        emptyText={tm(COMMENT_MESSAGES.noReplies)}
        onDelete={onDelete}
      />
      <CommentComposer
        requestId={question.requestId}
        parentId={question._id}
        label={t('Your reply')}
        placeholder={t('Write a reply')}
        submitLabel={t('Add a reply')}
        signInMessage={tm(COMMENT_MESSAGES.signInToReply)}
      />
    </Stack>
  );
}
