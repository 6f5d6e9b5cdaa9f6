import { ActionIcon, Avatar, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CommentDto } from '@carenet/shared';
import { useState } from 'react';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { CommentEditor } from './CommentEditor';
import { LikeButton } from './LikeButton';
import { t } from '../../../lib/i18n';

interface CommentItemProps {
  comment: CommentDto;
  onDelete: (comment: CommentDto) => void;
  /** Given for a question in the forum: its reply count opens the replies dialog. */
  onOpenReplies?: (comment: CommentDto) => void;
}

function repliesLabel(count: number): string {
  if (count === 0) return t('Reply');
  return count === 1 ? t('1 reply') : t('{count} replies', { count });
}

/**
 * docs/api-contract.md#entities-and-field-names comment: the author, when it was sent, the text, likes and replies, and Edit and Delete when
 * the comment's abilities (decided by the API) allow them.
 */
export function CommentItem({ comment, onDelete, onOpenReplies }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const author = comment.senderName || t('CareNet member');
  const sent = new Date(comment.whenSent).toISOString();

  return (
    <Group
      component="article"
      aria-label={t('Comment by {author}', { author })}
      align="flex-start"
      wrap="nowrap"
      gap="sm"
    >
      <Avatar src={comment.senderProfileImageUrl} name={author} alt={author} color="initials" radius="xl" />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {author}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={sent} title={formatDateTime(sent)}>
              {relativeTime(sent)}
            </time>
            {comment.whenEdited !== null && ` · ${t('edited')}`}
          </Text>
        </Group>
        {editing ? (
          <Box mt={4}>
            <CommentEditor comment={comment} onDone={() => setEditing(false)} />
          </Box>
        ) : (
          <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
        )}
        <Group gap={4} mt={6}>
          <LikeButton comment={comment} />
          {onOpenReplies && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconMessageCircle size={16} />}
              onClick={() => onOpenReplies(comment)}
            >
              {repliesLabel(comment.replyCount)}
            </Button>
          )}
          {comment.abilities.edit && !editing && (
            <Tooltip label={t('Edit')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('Edit comment')}
                onClick={() => setEditing(true)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {comment.abilities.delete && (
            <Tooltip label={t('Delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Delete comment')}
                onClick={() => onDelete(comment)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Box>
    </Group>
  );
}
