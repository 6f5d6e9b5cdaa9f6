import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { RequestDto } from '@carenet/shared';
import { errorMessage } from '../../../lib/api';
import { useRequestApplications } from '../api';
import { ApplicationRow } from './ApplicationRow';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { t } from '../../../lib/i18n';

/** The request owner's (and administrators') list of who applied, with contact details and resumes. */
export function ApplicationsSection({ request }: { request: RequestDto }) {
  const query = useRequestApplications(request._id);
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="applications-title">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="lg" id="applications-title">
          {t('Applications')}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {total === 1 ? t('1 application') : t('{count} applications', { count: total })}
          </Text>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('Loading applications')}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={56} />
          ))}
        </Stack>
      ) : query.isError && !query.data ? (
        <LoadFailedAlert query={query} />
      ) : applications.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={18} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('No one has applied yet.')}
          </Text>
        </Group>
      ) : (
        <Stack gap={0}>
          {applications.map((application, index) => (
            <ApplicationRow key={application._id} application={application} first={index === 0} />
          ))}
          {query.hasNextPage && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              mt="sm"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t('Loading…') : t('Show more applications')}
            </Anchor>
          )}
          {query.isFetchNextPageError && (
            <Text size="sm" c="red.7" mt="xs">
              {errorMessage(query.error)}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
