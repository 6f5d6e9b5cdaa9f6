import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  LoadingOverlay,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TYPE_LABELS, fullName, type RequestDto } from '@carenet/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { requestKeys, type RequestListParams } from '../../lib/requests';
import { ModerationMenu } from '../../features/requests/components/ModerationMenu';
import { StatusBadge } from '../../features/requests/components/StatusBadge';
import { AssignDoctorsButton } from '../../features/requests/components/AssignDoctorsButton';
import { formatDate, formatDateTime } from '../../lib/dates';
import { requestDetailPath } from '../../lib/requestPaths';
import { notifyFailure } from '../../components/notify';
import {
  ADMIN_PAGE_SIZE,
  downloadRequestsCsv,
  useAdminRequests,
  useReportQueue,
} from '../../features/admin/api';
import { ReportQueue } from '../../features/admin/components/ReportQueue';
import {
  AdminRequestFilters,
  NO_FILTERS,
  dateRangeInvalid,
  type AdminFilters,
} from '../../features/admin/components/AdminRequestFilters';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { formatNumber, t, tm } from '../../lib/i18n';
import { creatorLabel } from '../../lib/roleLabel';

/** /admin/donationRequests (docs/screens-and-flows.md#routes Manage Requests): the route needs moderateRequests. */
export function AdminRequestsPage() {
  return <ManageRequests />;
}

function toParams(filters: AdminFilters, keyword: string): RequestListParams {
  return {
    status: filters.status.map(Number),
    keyword,
    requestType: filters.requestType ?? undefined,
    creatorType: filters.creatorType ?? undefined,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}

type View = 'all' | 'reported';

const renderStatus = (status: number) => <StatusBadge status={status} />;

function ManageRequests() {
  const client = useQueryClient();
  const [view, setView] = useState<View>('all');
  const [reportPage, setReportPage] = useState(1);
  // The report queue answers administrators only: its tab shows once the API has answered it.
  const reported = useReportQueue(reportPage).data?.total;
  const [filters, setFilters] = useState<AdminFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [keyword] = useDebouncedValue(filters.keyword.trim(), 350);
  const params = useMemo(() => toParams(filters, keyword), [filters, keyword]);
  const validRange = !dateRangeInvalid(filters);
  const query = useAdminRequests(params, page, validRange);
  const download = useMutation({
    mutationFn: () => downloadRequestsCsv(params),
    onError: (err) => notifyFailure(errorMessage(err), t('The download failed')),
  });

  const changeFilters = (next: AdminFilters) => {
    setFilters(next);
    setPage(1);
  };
  // A status change can move the request out of the filtered list: reload what is on screen.
  const reload = () => void client.invalidateQueries({ queryKey: [...requestKeys.all, 'admin'] });

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const first = total ? (page - 1) * ADMIN_PAGE_SIZE + 1 : 0;
  const last = Math.min(page * ADMIN_PAGE_SIZE, total);

  const allRequests = query.isError ? (
    <LoadFailedAlert title={t('We could not load the requests')} query={query} />
  ) : !query.data ? (
    <TableSkeleton />
  ) : (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total
          ? t('Showing {first}–{last} of {total} requests', {
              first: formatNumber(first),
              last: formatNumber(last),
              total: formatNumber(total),
            })
          : t('No requests match these filters.')}
      </Text>
      {total > 0 && (
        <Box pos="relative">
          <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
          <RequestTable requests={query.data.items} onChanged={reload} />
          <RequestCards requests={query.data.items} onChanged={reload} />
        </Box>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
        </Group>
      )}
    </Stack>
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Tabs
        value={view}
        onChange={(next) => setView(next === 'reported' ? 'reported' : 'all')}
        keepMounted={false}
      >
        <Stack gap="lg">
          <Card padding="lg" shadow="xs">
            <Stack gap="lg">
              <Group justify="space-between" gap="md">
                <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 280px' }}>
                  <ThemeIcon size={48} radius="md" variant="light">
                    <IconListDetails size={26} stroke={1.6} />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Title order={1} fz={{ base: 22, sm: 26 }}>
                      {t('Manage Requests')}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('Review new requests and campaigns, and moderate the ones already published.')}
                    </Text>
                  </div>
                </Group>
                {view === 'all' && (
                  <Button
                    variant="light"
                    leftSection={<IconDownload size={18} />}
                    loading={download.isPending}
                    disabled={!validRange}
                    onClick={() => download.mutate()}
                  >
                    {t('Download CSV')}
                  </Button>
                )}
              </Group>
              {reported !== undefined && (
                <Tabs.List>
                  <Tabs.Tab value="all">{t('All requests')}</Tabs.Tab>
                  {/* Named by what it shows ('Reported 2'), then what the number counts. */}
                  <Tabs.Tab value="reported">
                    {t('Reported')}{' '}
                    <Badge size="sm" color={reported ? 'red' : 'gray'} ml={4}>
                      {formatNumber(reported)}
                    </Badge>
                    <VisuallyHidden> {t('waiting for review')}</VisuallyHidden>
                  </Tabs.Tab>
                </Tabs.List>
              )}
              {view === 'all' && <AdminRequestFilters value={filters} onChange={changeFilters} />}
            </Stack>
          </Card>

          {reported === undefined ? (
            allRequests
          ) : (
            <>
              <Tabs.Panel value="all">{allRequests}</Tabs.Panel>
              <Tabs.Panel value="reported">
                <ReportQueue page={reportPage} onPageChange={setReportPage} renderStatus={renderStatus} />
              </Tabs.Panel>
            </>
          )}
        </Stack>
      </Tabs>
    </Container>
  );
}

interface RowsProps {
  requests: RequestDto[];
  onChanged: () => void;
}

const creatorName = (request: RequestDto) => fullName(request.user_info.name) || t('CareNet member');

/** Wide screens: one row per request. */
function RequestTable({ requests, onChanged }: RowsProps) {
  return (
    <Card padding={0} shadow="xs" visibleFrom="sm">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Ref id')}</Table.Th>
              <Table.Th>{t('Request')}</Table.Th>
              <Table.Th>{t('Type')}</Table.Th>
              <Table.Th>{t('Creator')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Created')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('Actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((request) => (
              <Table.Tr key={request._id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {request.uniqueReferenceId}
                  </Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Anchor component={Link} to={requestDetailPath(request)} fw={600} size="sm" lineClamp={2}>
                    {request.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {creatorName(request)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {tm(REQUEST_TYPE_LABELS[request.request_type] ?? request.request_type)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{creatorLabel(request)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={request.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={formatDateTime(request.createdAt)}>
                    {formatDate(request.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <AssignDoctorsButton request={request} variant="icon" />
                    <ModerationMenu request={request} onChanged={onChanged} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Phones: one card per request instead of a table. */
function RequestCards({ requests, onChanged }: RowsProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {requests.map((request) => (
        <Card key={request._id} padding="md" shadow="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <StatusBadge status={request.status} />
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
                {creatorName(request)} · {formatDateTime(request.createdAt)}
              </Text>
              <Group gap={6} mt={2}>
                <Badge variant="light" radius="sm" tt="none">
                  {tm(REQUEST_TYPE_LABELS[request.request_type] ?? request.request_type)}
                </Badge>
                <Badge variant="outline" color="gray" radius="sm" tt="none">
                  {creatorLabel(request)}
                </Badge>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <AssignDoctorsButton request={request} variant="icon" />
              <ModerationMenu request={request} onChanged={onChanged} />
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function TableSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading requests')}>
      {[0, 1, 2, 3, 4].map((key) => (
        <Group key={key} gap="md" mt={key ? 'md' : 0} wrap="nowrap">
          <Skeleton height={14} width={90} />
          <Skeleton height={14} style={{ flex: 1 }} />
          <Skeleton height={20} width={90} radius="sm" />
        </Group>
      ))}
    </Card>
  );
}
