import {
  Box,
  Button,
  Card,
  Container,
  Group,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import {
  ACTIVITY_LOG_PAGE_SIZE,
  NO_ACTIVITY_FILTERS,
  downloadActivityLogCsv,
  useActivityLog,
  type ActivityLogFilters,
} from '../api';
import { ActivityLogFilterBar, activityRangeInvalid } from '../components/ActivityLogFilterBar';
import { ActivityLogCards, ActivityLogTable } from '../components/ActivityLogRows';
import { formatNumber, t } from '../../../lib/i18n';

/** /admin/userActivityLog (docs/screens-and-flows.md#routes): the route needs viewActivityLog. */
export function ActivityLogPage() {
  const [filters, setFilters] = useState<ActivityLogFilters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  // Typed text is sent once the typing pauses, not at every key.
  const [user] = useDebouncedValue(filters.user.trim(), 350);
  const [action] = useDebouncedValue(filters.action.trim(), 350);
  const sent = useMemo(() => ({ ...filters, user, action }), [filters, user, action]);
  const validRange = !activityRangeInvalid(filters);
  const query = useActivityLog(sent, page, validRange);
  const download = useMutation({
    mutationFn: () => downloadActivityLogCsv(sent),
    onError: (err) => notifyFailure(errorMessage(err), t('The download failed')),
  });

  const changeFilters = (next: ActivityLogFilters) => {
    setFilters(next);
    setPage(1);
  };

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_LOG_PAGE_SIZE));
  const first = total ? (page - 1) * ACTIVITY_LOG_PAGE_SIZE + 1 : 0;
  const last = Math.min(page * ACTIVITY_LOG_PAGE_SIZE, total);

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="lg">
            <Group justify="space-between" gap="md">
              <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <IconHistory size={26} stroke={1.6} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Title order={1} fz={{ base: 22, sm: 26 }}>
                    {t('User Activity Log')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(
                      'Who did what, when and from where, newest first. Reads and changes of patients’ health data are marked.',
                    )}
                  </Text>
                </div>
              </Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={18} />}
                loading={download.isPending}
                disabled={!validRange}
                onClick={() => download.mutate()}
              >
                {t('Export CSV')}
              </Button>
            </Group>
            <ActivityLogFilterBar value={filters} onChange={changeFilters} />
          </Stack>
        </Card>

        {query.isError ? (
          <LoadFailedAlert title={t('We could not load the activity log')} query={query} />
        ) : !query.data ? (
          validRange ? (
            <Skeleton height={240} radius="md" aria-label={t('Loading the activity log')} />
          ) : null
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {total
                ? t('Showing {first}–{last} of {total} entries', {
                    first: formatNumber(first),
                    last: formatNumber(last),
                    total: formatNumber(total),
                  })
                : t('No activity matches these filters.')}
            </Text>
            {total > 0 && (
              <Box pos="relative">
                <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
                <ActivityLogTable entries={query.data.items} />
                <ActivityLogCards entries={query.data.items} />
              </Box>
            )}
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
