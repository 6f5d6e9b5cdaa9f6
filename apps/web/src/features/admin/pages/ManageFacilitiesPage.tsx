import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuildingHospital,
  IconDownload,
  IconRosetteDiscountCheck,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import {
  FACILITY_TYPE_LABELS,
  FACILITY_VERIFIED,
  type FacilityType,
  type OrganizationDto,
} from '@carenet/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import {
  ADMIN_PAGE_SIZE,
  downloadFacilitiesCsv,
  useAdminFacilities,
  useDeleteFacility,
  usePendingFacilityReviews,
  type FacilityListParams,
} from '../api';
import { AdminListHeader } from '../components/AdminListHeader';
import { ListSummary } from '../components/ListSummary';
import { msg, t, tm } from '../../../lib/i18n';

const KEYWORD_DEBOUNCE_MS = 350;
/** Facilities not yet verified carry status 0. */
const NOT_VERIFIED = 0;

const STATUS_OPTIONS = [
  { value: '', label: msg('Any status') },
  { value: String(FACILITY_VERIFIED), label: msg('Verified') },
  { value: String(NOT_VERIFIED), label: msg('Not verified') },
];

/** /admin/manageFacilities and /admin/organization (docs/screens-and-flows.md#routes): the routes need manageFacilities. */
export function ManageFacilitiesPage() {
  const [keywordInput, setKeywordInput] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [keyword] = useDebouncedValue(keywordInput.trim(), KEYWORD_DEBOUNCE_MS);
  const params = useMemo<FacilityListParams>(
    () => ({ keyword, status: status === '' ? undefined : Number(status) }),
    [keyword, status],
  );
  const query = useAdminFacilities(params, page);
  const download = useMutation({
    mutationFn: () => downloadFacilitiesCsv(params),
    onError: (err) => notifyFailure(errorMessage(err), t('The export failed')),
  });
  const reviews = usePendingFacilityReviews();
  const pendingReview = new Set(reviews.data ?? []);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="lg">
            <AdminListHeader
              title={t('Manage Facilities')}
              description={t(
                'Every facility, verified or not. Facilities waiting for review are approved or rejected in the verification queue.',
              )}
              icon={IconBuildingHospital}
              action={
                <Button
                  variant="light"
                  leftSection={<IconDownload size={18} />}
                  loading={download.isPending}
                  onClick={() => download.mutate()}
                >
                  {t('Export CSV')}
                </Button>
              }
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('Search')}
                placeholder={t('Facility name')}
                leftSection={<IconSearch size={16} />}
                value={keywordInput}
                onChange={(event) => {
                  setKeywordInput(event.currentTarget.value);
                  setPage(1);
                }}
              />
              <NativeSelect
                label={t('Status')}
                data={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
                value={status}
                onChange={(event) => {
                  setStatus(event.currentTarget.value);
                  setPage(1);
                }}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        {query.isError ? (
          <LoadFailedAlert title={t('We could not load the facilities')} query={query} />
        ) : !query.data ? (
          <Skeleton height={240} radius="md" aria-label={t('Loading facilities')} />
        ) : (
          <Stack gap="md">
            <ListSummary
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={total}
              showing={msg('Showing {first}–{last} of {total} facilities')}
              empty={t('No facilities match these filters.')}
            />
            {total > 0 && (
              <Box pos="relative">
                <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
                <FacilityTable facilities={query.data.items} pendingReview={pendingReview} />
                <FacilityCards facilities={query.data.items} pendingReview={pendingReview} />
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

interface RowsProps {
  facilities: OrganizationDto[];
  /** Ids of the facilities waiting in the verification queue. */
  pendingReview: Set<string>;
}

const facilityPath = (facility: OrganizationDto) => `/organization/${encodeURIComponent(facility._id)}`;
const typeLabel = (facility: OrganizationDto) =>
  facility.orgType ? tm(FACILITY_TYPE_LABELS[facility.orgType as FacilityType] ?? facility.orgType) : '—';
const place = (facility: OrganizationDto) =>
  [facility.orgAddress.city, facility.orgAddress.state].filter(Boolean).join(', ') || '—';

function StatusBadge({ facility, pending }: { facility: OrganizationDto; pending: boolean }) {
  if (facility.status === FACILITY_VERIFIED) {
    return (
      <Badge color="green" variant="dot" radius="sm" tt="none">
        {t('Verified')}
      </Badge>
    );
  }
  return (
    <Badge color={pending ? 'yellow' : 'gray'} variant="dot" radius="sm" tt="none">
      {pending ? t('Pending review') : t('Not verified')}
    </Badge>
  );
}

/** Approve/reject (in the queue, when a submission waits) and delete. */
function FacilityActions({ facility, pending }: { facility: OrganizationDto; pending: boolean }) {
  const remove = useDeleteFacility();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    remove.mutate(facility._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setConfirming(false);
      },
      onError: (err) => {
        notifyFailure(errorMessage(err), t('Delete organization Failed.'));
        setConfirming(false);
      },
    });
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {pending && (
        <Button
          component={Link}
          to="/admin/verifications"
          size="xs"
          variant="light"
          leftSection={<IconRosetteDiscountCheck size={16} />}
          aria-label={t('Approve or reject {name} in the verification queue', { name: facility.orgName })}
        >
          {t('Approve or reject')}
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="subtle"
        leftSection={<IconTrash size={16} />}
        aria-label={t('Delete {name}', { name: facility.orgName })}
        onClick={() => setConfirming(true)}
      >
        {t('Delete')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('Delete this facility?')}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t('{name} and its memberships will be removed. This cannot be undone.', { name: facility.orgName })}
      </ConfirmDialog>
    </Group>
  );
}

/** Wide screens: one row per facility. */
function FacilityTable({ facilities, pendingReview }: RowsProps) {
  return (
    <Card padding={0} shadow="xs" visibleFrom="sm">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Facility')}</Table.Th>
              <Table.Th>{t('Type')}</Table.Th>
              <Table.Th>{t('Place')}</Table.Th>
              <Table.Th>{t('Status')}</Table.Th>
              <Table.Th>{t('Created')}</Table.Th>
              <Table.Th ta="right">{t('Actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {facilities.map((facility) => (
              <Table.Tr key={facility._id}>
                <Table.Td maw={300}>
                  <Anchor component={Link} to={facilityPath(facility)} fw={600} size="sm">
                    {facility.orgName}
                  </Anchor>
                  {facility.orgEmail && (
                    <Text size="xs" c="dimmed" truncate>
                      {facility.orgEmail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{typeLabel(facility)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{place(facility)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge facility={facility} pending={pendingReview.has(facility._id)} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(facility.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <FacilityActions facility={facility} pending={pendingReview.has(facility._id)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Phones: one card per facility instead of a table. */
function FacilityCards({ facilities, pendingReview }: RowsProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {facilities.map((facility) => (
        <Card key={facility._id} padding="md" shadow="xs">
          <Stack gap={6}>
            <Anchor
              component={Link}
              to={facilityPath(facility)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {facility.orgName}
            </Anchor>
            <Text size="xs" c="dimmed">
              {typeLabel(facility)} · {place(facility)} ·{' '}
              {t('created {date}', { date: formatDate(facility.createdAt) })}
            </Text>
            <Group justify="space-between" gap="xs">
              <StatusBadge facility={facility} pending={pendingReview.has(facility._id)} />
              <FacilityActions facility={facility} pending={pendingReview.has(facility._id)} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
