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
import { IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_STATUSES,
  PROFILE_VERIFICATION,
  PROFILE_VERIFICATION_LABELS,
  ROLE_LABELS,
  SELECTABLE_ROLES,
  fullName,
  type AccountStatus,
  type AdminUserDto,
} from '@carenet/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { notifyFailure } from '../../../components/notify';
import { UserAvatar } from '../../../components/UserAvatar';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { ADMIN_PAGE_SIZE, downloadUsersCsv, useAdminUsers, type UserListParams } from '../api';
import { AdminListHeader } from '../components/AdminListHeader';
import { ListSummary } from '../components/ListSummary';
import { verificationColor, verificationLabel } from '../format';
import { msg, t, tm } from '../../../lib/i18n';

/** Keyword typing settles for this long before the list is asked again. */
const KEYWORD_DEBOUNCE_MS = 350;

// The option lists are built at render time, so their labels are in the page's language.
const roleOptions = () => [
  { value: '', label: t('All roles') },
  ...SELECTABLE_ROLES.map((role) => ({ value: role, label: tm(ROLE_LABELS[role]) })),
  { value: 'admin,superAdmin', label: t('Administrators') },
];
const verificationOptions = () => [
  { value: '', label: t('Any verification') },
  ...[
    PROFILE_VERIFICATION.verified,
    PROFILE_VERIFICATION.pending,
    PROFILE_VERIFICATION.notSubmitted,
    PROFILE_VERIFICATION.rejected,
  ].map((status) => ({ value: String(status), label: tm(PROFILE_VERIFICATION_LABELS[status]) })),
];
const STATUS_LABELS: Record<AccountStatus, string> = { active: msg('Active'), suspended: msg('Suspended') };
const statusOptions = () => [
  { value: '', label: t('Any status') },
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) })),
];

interface Filters {
  keyword: string;
  role: string;
  verification: string;
  status: string;
}
const NO_FILTERS: Filters = { keyword: '', role: '', verification: '', status: '' };

function toParams(filters: Filters, keyword: string): UserListParams {
  return {
    keyword,
    roles: filters.role || undefined,
    profileVerificationStatus: filters.verification === '' ? undefined : Number(filters.verification),
    status: (filters.status || undefined) as AccountStatus | undefined,
  };
}

/** /admin/manageUserLists and /admin/userList (docs/screens-and-flows.md#routes Manage Users): the routes need manageUsers. */
export function ManageUsersPage() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [keyword] = useDebouncedValue(filters.keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const params = useMemo(() => toParams(filters, keyword), [filters, keyword]);
  const query = useAdminUsers(params, page);
  const download = useMutation({
    mutationFn: () => downloadUsersCsv(params),
    onError: (err) => notifyFailure(errorMessage(err), t('The export failed')),
  });

  const change = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card padding="lg" shadow="xs">
          <Stack gap="lg">
            <AdminListHeader
              title={t('Manage Users')}
              description={t(
                'Find people, check their verification and open their details to suspend or help them.',
              )}
              icon={IconUsers}
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
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <TextInput
                label={t('Search')}
                placeholder={t('Name, e-mail or phone')}
                leftSection={<IconSearch size={16} />}
                value={filters.keyword}
                onChange={(event) => change('keyword')(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('Role')}
                data={roleOptions()}
                value={filters.role}
                onChange={(event) => change('role')(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('Verification')}
                data={verificationOptions()}
                value={filters.verification}
                onChange={(event) => change('verification')(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('Status')}
                data={statusOptions()}
                value={filters.status}
                onChange={(event) => change('status')(event.currentTarget.value)}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        {query.isError ? (
          <LoadFailedAlert title={t('We could not load the users')} query={query} />
        ) : !query.data ? (
          <UsersSkeleton />
        ) : (
          <Stack gap="md">
            <ListSummary
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={total}
              showing={msg('Showing {first}–{last} of {total} users')}
              empty={t('No users match these filters.')}
            />
            {total > 0 && (
              <Box pos="relative">
                <LoadingOverlay visible={query.isPlaceholderData} overlayProps={{ blur: 1 }} zIndex={5} />
                <UserTable users={query.data.items} />
                <UserCards users={query.data.items} />
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

const detailPath = (user: AdminUserDto) => `/viewUserDetails/${encodeURIComponent(user._id)}`;
const nameOf = (user: AdminUserDto) => fullName(user.name) || user.email;

function Roles({ roles }: { roles: string[] }) {
  if (!roles.length)
    return (
      <Text size="sm" c="dimmed">
        {t('No role')}
      </Text>
    );
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" radius="sm" tt="none">
          {role}
        </Badge>
      ))}
    </Group>
  );
}

function States({ user }: { user: AdminUserDto }) {
  return (
    <Group gap={4}>
      <Badge color={verificationColor(user.profileVerificationStatus)} variant="dot" radius="sm" tt="none">
        {verificationLabel(user.profileVerificationStatus)}
      </Badge>
      {user.suspended && (
        <Badge color="red" variant="dot" radius="sm" tt="none">
          {t('Suspended')}
        </Badge>
      )}
    </Group>
  );
}

/** Wide screens: one row per user. */
function UserTable({ users }: { users: AdminUserDto[] }) {
  return (
    <Card padding={0} shadow="xs" visibleFrom="sm">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('User')}</Table.Th>
              <Table.Th>{t('Phone')}</Table.Th>
              <Table.Th>{t('Roles')}</Table.Th>
              <Table.Th>{t('Verification and status')}</Table.Th>
              <Table.Th>{t('Joined')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td maw={320}>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar name={user.name} imageUrl={user.profile_image_url} color="care" size={36} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={detailPath(user)} fw={600} size="sm">
                        {nameOf(user)}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate>
                        {user.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.phone ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Roles roles={user.roles} />
                </Table.Td>
                <Table.Td>
                  <States user={user} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(user.createdAt)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Phones: one card per user instead of a table. */
function UserCards({ users }: { users: AdminUserDto[] }) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {users.map((user) => (
        <Card key={user._id} padding="md" shadow="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserAvatar name={user.name} imageUrl={user.profile_image_url} color="care" size={40} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={detailPath(user)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {nameOf(user)}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
                {user.phone ? ` · ${user.phone}` : ''} ·{' '}
                {t('joined {date}', { date: formatDate(user.createdAt) })}
              </Text>
              <Roles roles={user.roles} />
              <States user={user} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function UsersSkeleton() {
  return (
    <Card padding="lg" shadow="xs" aria-busy="true" aria-label={t('Loading users')}>
      {[0, 1, 2, 3, 4].map((key) => (
        <Group key={key} gap="md" mt={key ? 'md' : 0} wrap="nowrap">
          <Skeleton height={36} circle />
          <Skeleton height={14} style={{ flex: 1 }} />
          <Skeleton height={20} width={90} radius="sm" />
        </Group>
      ))}
    </Card>
  );
}
