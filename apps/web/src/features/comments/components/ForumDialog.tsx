import { Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, commentsTopic, type CommentDto, type RequestDto } from '@carenet/shared';
import { useState } from 'react';
import { useOnReconnect, useRealtimeTopic } from '../../../lib/useRealtime';
import { useSession } from '../../../lib/session';
import { useCommentPages } from '../api';
import { commentKeys } from '../cache';
import { useFullScreenModal } from '../../../components/useFullScreenModal';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { RepliesDialog } from './RepliesDialog';
import { t, tm } from '../../../lib/i18n';

interface ForumDialogProps {
  request: Pick<RequestDto, '_id' | 'title'>;
  opened: boolean;
  onClose: () => void;
}

/** docs/screens-and-flows.md#flows forum dialog of a request: its questions, newest first, 3 at a time, and asking a new one. */
export function ForumDialog({ request, opened, onClose }: ForumDialogProps) {
  const fullScreen = useFullScreenModal();
  const questions = useCommentPages(request._id, null, opened);
  const client = useQueryClient();
  const signedIn = Boolean(useSession());
  // While open, others' posts, edits and likes arrive live: the threads read themselves again.
  const refetch = () => void client.invalidateQueries({ queryKey: [...commentKeys.all, request._id] });
  useRealtimeTopic(opened && signedIn ? commentsTopic(request._id) : null, refetch);
  // The forum's topic replays nothing: what changed while the socket was away is read again.
  useOnReconnect(() => {
    if (opened) refetch();
  });
  const [repliesFor, setRepliesFor] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CommentDto | null>(null);
  // Looked up in the cache on every render, so a like or edit made in the replies dialog shows there too.
  const question = repliesFor
    ? questions.data?.pages.flatMap((page) => page.items).find((item) => item._id === repliesFor)
    : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Forum')}
      size="lg"
      fullScreen={fullScreen}
      // Escape closes only the dialog on top.
      closeOnEscape={question === undefined && deleting === null}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('Questions and answers about “{title}”.', { title: request.title })}
        </Text>
        <CommentComposer
          requestId={request._id}
          label={t('Your question')}
          placeholder={t('Ask a question about this request')}
          submitLabel={t('Add a question')}
          signInMessage={tm(COMMENT_MESSAGES.signInToAddQuestion)}
        />
        <CommentThread
          query={questions}
          label={t('Questions')}
          loadingLabel={t('Loading questions')}
          failedTitle={t('We could not load the questions')}
          emptyText={tm(COMMENT_MESSAGES.noQuestions)}
          onDelete={setDeleting}
          onOpenReplies={(item) => setRepliesFor(item._id)}
        />
      </Stack>
      <RepliesDialog question={question} onClose={() => setRepliesFor(null)} />
      <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </Modal>
  );
}
