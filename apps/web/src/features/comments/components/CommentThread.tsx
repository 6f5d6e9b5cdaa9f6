import { Button, Center, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { COMMENT_MESSAGES, type CommentDto } from '@carenet/shared';
import { Fragment } from 'react';
import { errorMessage } from '../../../lib/api';
import type { useCommentPages } from '../api';
import { CommentItem } from './CommentItem';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { t, tm } from '../../../lib/i18n';

interface CommentThreadProps {
  query: ReturnType<typeof useCommentPages>;
  /** What the list holds ('Questions', 'Replies'), for screen readers. */
  label: string;
  /** Said while the first comments load ('Loading questions'), for screen readers. */
  loadingLabel: string;
  /** The title of the alert when the comments could not be read ('We could not load the questions'). */
  failedTitle: string;
  emptyText: string;
  onDelete: (comment: CommentDto) => void;
  onOpenReplies?: (comment: CommentDto) => void;
}

/** Comments 3 at a time, 3 more per 'View more' until all are shown (docs/screens-and-flows.md#flows Comments). */
export function CommentThread({
  query,
  label,
  loadingLabel,
  failedTitle,
  emptyText,
  onDelete,
  onOpenReplies,
}: CommentThreadProps) {
  if (query.isPending) return <ThreadSkeleton label={loadingLabel} />;
  // A failed 'View more' keeps the comments already loaded on screen.
  if (!query.data) {
    return <LoadFailedAlert title={failedTitle} query={query} />;
  }

  const comments = query.data.pages.flatMap((page) => page.items);
  if (!comments.length) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-label={label}>
      {comments.map((comment, index) => (
        <Fragment key={comment._id}>
          {index > 0 && <Divider />}
          <CommentItem comment={comment} onDelete={onDelete} onOpenReplies={onOpenReplies} />
        </Fragment>
      ))}
      {query.isFetchNextPageError ? (
        <Group justify="center" gap="sm">
          <Text size="sm" c="red.7">
            {errorMessage(query.error)}
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.fetchNextPage()}>
            {t('Try again')}
          </Button>
        </Group>
      ) : (
        query.hasNextPage && (
          <Center>
            <Button
              variant="light"
              size="xs"
              rightSection={<IconChevronDown size={14} />}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {tm(COMMENT_MESSAGES.viewMore)}
            </Button>
          </Center>
        )
      )}
    </Stack>
  );
}

function ThreadSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton height={38} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="35%" />
            <Skeleton height={10} />
            <Skeleton height={10} width="75%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
