import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowBackUp, IconBan, IconFlag, IconUsers } from '@tabler/icons-react';
import { fullName, type ReportedRequestDto } from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber, t, tm } from '../../../lib/i18n';
import { requestDetailPath } from '../../../lib/requestPaths';
import { ADMIN_PAGE_SIZE, useReportDecision, useReportQueue, type ReportDecision } from '../api';

interface ReportQueueProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The request's status as the request screens show it (a feature of its own). */
  renderStatus: (status: number) => ReactNode;
}

const reporters = (count: number) =>
  count === 1 ? t('Reported by 1 person') : t('Reported by {count} people', { count: formatNumber(count) });

/**
 * The reported requests waiting for an administrator (docs/request-states.md#reviewing-reports), the
 * most reported first. Restore and Confirm as spam show only where the API says the viewer may decide.
 */
export function ReportQueue({ page, onPageChange, renderStatus }: ReportQueueProps) {
  const query = useReportQueue(page);
  const decide = useReportDecision();
  const [confirming, setConfirming] = useState<ReportedRequestDto | null>(null);

  const run = (entry: ReportedRequestDto, decision: ReportDecision) =>
    decide.mutate(
      { id: entry.request._id, decision },
      {
        onSuccess: ({ message }) => {
          notifySuccess(tm(message));
          setConfirming(null);
        },
        onError: (err) => notifyFailure(errorMessage(err), t('The decision was not saved')),
      },
    );
  const busyWith = (entry: ReportedRequestDto, decision: ReportDecision) =>
    decide.isPending && decide.variables?.id === entry.request._id && decide.variables.decision === decision;

  if (query.isError) return <LoadFailedAlert title={t('We could not load the reports')} query={query} />;
  if (!query.data) {
    return (
      <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading reports')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={56} mt={key ? 'md' : 0} />
        ))}
      </Card>
    );
  }
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (!total) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('No reported requests are waiting for review.')}
      </Text>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1
          ? t('1 reported request is waiting for review. A report changes nothing until you decide.')
          : t(
              '{count} reported requests are waiting for review. A report changes nothing until you decide.',
              {
                count: formatNumber(total),
              },
            )}
      </Text>
      <Box pos="relative">
        <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((entry) => {
            const { request, reports, abilities } = entry;
            return (
              <Card
                key={request._id}
                component="li"
                padding="md"
                shadow="xs"
                aria-label={t('Reports of {title}', { title: request.title })}
              >
                <Group justify="space-between" align="flex-start" gap="md">
                  <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
                    <Group gap={6}>
                      {renderStatus(request.status)}
                      <Text size="xs" c="dimmed" ff="monospace">
                        {request.uniqueReferenceId}
                      </Text>
                    </Group>
                    <Anchor
                      component={Link}
                      to={requestDetailPath(request)}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {request.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {fullName(request.user_info.name) || t('CareNet member')}
                    </Text>
                    <Group gap={6}>
                      <Badge
                        color="red"
                        variant="light"
                        radius="sm"
                        tt="none"
                        leftSection={<IconFlag size={12} />}
                      >
                        {reporters(reports.count)}
                      </Badge>
                      {reports.fromParticipants > 0 && (
                        <Badge
                          color="yellow"
                          variant="light"
                          radius="sm"
                          tt="none"
                          leftSection={<IconUsers size={12} />}
                        >
                          {t('{count} taking part in the request', {
                            count: formatNumber(reports.fromParticipants),
                          })}
                        </Badge>
                      )}
                    </Group>
                    <Group gap={6}>
                      {reports.reasons.map(({ reason, count }) => (
                        <Badge key={reason} variant="outline" color="gray" radius="sm" tt="none">
                          {tm(reason)} · {formatNumber(count)}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('Last reported {when}', { when: formatDateTime(reports.lastReportedAt) })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {abilities.restore && (
                      <Button
                        variant="light"
                        leftSection={<IconArrowBackUp size={16} />}
                        loading={busyWith(entry, 'restore')}
                        disabled={decide.isPending}
                        onClick={() => run(entry, 'restore')}
                        aria-label={t('Restore {title}', { title: request.title })}
                      >
                        {t('Restore')}
                      </Button>
                    )}
                    {abilities.confirmSpam && (
                      <Button
                        color="red"
                        variant="light"
                        leftSection={<IconBan size={16} />}
                        disabled={decide.isPending}
                        onClick={() => setConfirming(entry)}
                        aria-label={t('Confirm {title} as spam', { title: request.title })}
                      >
                        {t('Confirm as spam')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Box>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={onPageChange} siblings={1} boundaries={1} />
        </Group>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('Mark this request as spam?')}
        confirmLabel={t('Confirm as spam')}
        loading={confirming !== null && busyWith(confirming, 'confirm')}
        onConfirm={() => confirming && run(confirming, 'confirm')}
        onClose={() => setConfirming(null)}
      >
        {confirming &&
          t('“{title}” (Ref id {id}) will be marked as spam and leave every list.', {
            title: confirming.request.title,
            id: confirming.request.uniqueReferenceId,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
