import { Button, Card, Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList, type Icon } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { t } from '../../lib/i18n';
import { ApplyButton } from '../../features/applications/components/ApplyButton';
import { ForumButton } from '../../features/comments/components/ForumButton';
import { DonateButton } from '../../features/donations/components/DonateButton';
import type { useRequestPages } from '../../lib/requests';
import { useEndOfList } from '../../lib/useEndOfList';
import { RequestCard } from './RequestCard';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { BusyIndicator } from '../../components/BusyIndicator';

interface RequestListProps {
  query: ReturnType<typeof useRequestPages>;
  /** What an empty list says (docs/screens-and-flows.md#routes texts), and an optional way forward. */
  emptyText: string;
  emptyIcon?: Icon;
  emptyAction?: ReactNode;
  showDoctorActions?: boolean;
  showFavourite?: boolean;
  /** Extra buttons for each card (other features' dialogs). */
  cardActions?: (request: RequestDto) => ReactNode;
  /** The heading of the list, for screen readers. */
  label: string;
}

/** Request cards loaded a page at a time as the reader reaches the end (docs/request-states.md#feed-by-role Feed). */
export function RequestList({
  query,
  emptyText,
  emptyIcon: EmptyIcon = IconClipboardList,
  emptyAction,
  showDoctorActions,
  showFavourite,
  cardActions,
  label,
}: RequestListProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const end = useEndOfList(
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  if (query.isPending) return <RequestListSkeleton />;
  // A failed next page (or reload) keeps the pages already loaded on screen.
  if (!query.data) {
    return <LoadFailedAlert title={t('We could not load the requests')} query={query} />;
  }

  const nextPageError = query.isFetchNextPageError ? query.error : null;
  const requests = query.data.pages.flatMap((page) => page.items);
  if (!requests.length) {
    return (
      <Card padding="xl" shadow="xs">
        <Stack align="center" gap="sm" py="lg" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <EmptyIcon size={34} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600} size="lg" maw={440}>
            {emptyText}
          </Text>
          {emptyAction}
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={label}>
      {requests.map((request) => (
        <RequestCard
          key={request._id}
          request={request}
          showDoctorActions={showDoctorActions}
          showFavourite={showFavourite}
          actions={
            <>
              {cardActions?.(request)}
              <ApplyButton request={request} />
              <DonateButton request={request} />
              <ForumButton request={request} />
            </>
          }
        />
      ))}
      <div ref={end.ref} aria-hidden="true" />
      {isFetchingNextPage ? (
        <Center py="md">
          <BusyIndicator size="sm" label={t('Loading more requests')} />
        </Center>
      ) : nextPageError ? (
        <Group justify="center" gap="sm">
          <Text size="sm" c="red.7">
            {errorMessage(nextPageError)}
          </Text>
          <Button size="xs" variant="light" onClick={() => void fetchNextPage()}>
            {t('Try again')}
          </Button>
        </Group>
      ) : hasNextPage ? (
        !end.supported && (
          <Center>
            <Button variant="light" onClick={() => void fetchNextPage()}>
              {t('Load more')}
            </Button>
          </Center>
        )
      ) : (
        <Text size="sm" c="dimmed" ta="center" py="xs">
          {requests.length === 1
            ? t('You have seen all 1 request.')
            : t('You have seen all {count} requests.', { count: requests.length })}
        </Text>
      )}
    </Stack>
  );
}

function RequestListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('Loading requests')}>
      {[0, 1, 2].map((key) => (
        <Card key={key} padding="lg" shadow="xs">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={38} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="40%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          </Group>
          <Skeleton height={16} width="70%" mt="lg" />
          <Skeleton height={10} mt="sm" />
          <Skeleton height={10} width="85%" mt={6} />
        </Card>
      ))}
    </Stack>
  );
}
