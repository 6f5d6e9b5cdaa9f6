import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconBuildingHospital,
  IconMailForward,
  IconPlayerPlay,
  IconShieldCheck,
  IconUserQuestion,
} from '@tabler/icons-react';
import { GENDER_LABELS, RECENT_ACTIVITY_DAYS, fullName, type AdminUserDetailDto } from '@carenet/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NotFoundState } from '../../../components/NotFoundState';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { QueryView } from '../../../components/QueryView';
import { UserAvatar } from '../../../components/UserAvatar';
import { errorMessage } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useAdminUser, useUserAction, type UserAction } from '../api';
import { SuspendUserDialog } from '../components/SuspendUserDialog';
import { formatCount, verificationColor } from '../format';
import { t, tm } from '../../../lib/i18n';

/** /viewUserDetails/{id}: an administrator's view of one account, to suspend, reactivate or help it. */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  return <UserDetails id={id} />;
}

function UserDetails({ id }: { id: string }) {
  const query = useAdminUser(id);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/manageUserLists" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {t('Manage Users')}
          </Group>
        </Anchor>
        <QueryView
          query={query}
          loading={<Skeleton height={320} radius="md" aria-label={t('Loading the user')} />}
          notFound={
            <NotFoundState icon={IconUserQuestion} title={t('User not found')}>
              {t('This user does not exist or was erased.')}
            </NotFoundState>
          }
          failedTitle={t('We could not load this user')}
        >
          {(user) => <UserDetailCards user={user} />}
        </QueryView>
      </Stack>
    </Container>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function addressLine(address: AdminUserDetailDto['address']): string {
  return [address.city, address.state, address.country].filter(Boolean).join(', ') || '—';
}

function UserDetailCards({ user }: { user: AdminUserDetailDto }) {
  const name = fullName(user.name) || user.email;
  return (
    <Stack gap="lg">
      <Card padding="lg" shadow="xs">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar name={user.name} imageUrl={user.profile_image_url} color="care" size={64} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap={6}>
              {user.roles.length ? (
                user.roles.map((role) => (
                  <Badge key={role} variant="light" radius="sm" tt="none">
                    {role}
                  </Badge>
                ))
              ) : (
                <Text size="sm" c="dimmed">
                  {t('No role')}
                </Text>
              )}
              {user.suspended ? (
                <Badge color="red" variant="dot" radius="sm" tt="none">
                  {t('Suspended')}
                </Badge>
              ) : (
                <Badge color="green" variant="dot" radius="sm" tt="none">
                  {t('Active')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
          <Field label={t('E-mail')}>
            {user.email} {user.email_verified ? t('(verified)') : t('(not verified)')}
          </Field>
          <Field label={t('Phone')}>
            {user.phone
              ? `${user.phone} ${user.phone_verified ? t('(verified)') : t('(not verified)')}`
              : '—'}
          </Field>
          <Field label={t('Username')}>{user.username ?? '—'}</Field>
          <Field label={t('Gender')}>
            {user.gender ? tm(GENDER_LABELS[user.gender as 'm' | 'f' | 'o'] ?? user.gender) : '—'}
          </Field>
          <Field label={t('Occupation')}>{user.occupation ?? '—'}</Field>
          <Field label={t('Location')}>{addressLine(user.address)}</Field>
          <Field label={t('Joined')}>{formatDate(user.createdAt)}</Field>
          <Field label={t('Activity in the last {days} days', { days: RECENT_ACTIVITY_DAYS })}>
            {user.recentActivityCount === 1
              ? t('{count} entry', { count: formatCount(user.recentActivityCount) })
              : t('{count} entries', { count: formatCount(user.recentActivityCount) })}
          </Field>
        </SimpleGrid>
      </Card>

      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb="sm">
          {t('Verification')}
        </Title>
        <Group gap="sm">
          <IconShieldCheck size={20} aria-hidden />
          <Badge color={verificationColor(user.verification.status)} variant="dot" radius="sm" tt="none">
            {tm(user.verification.label)}
          </Badge>
          {user.verification.pendingSubmissionId && (
            <Anchor component={Link} to="/admin/verifications" size="sm">
              {t('Review the submission in the verification queue')}
            </Anchor>
          )}
        </Group>
      </Card>

      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb="sm">
          {t('Facilities')}
        </Title>
        {user.facilities.length ? (
          <Stack gap="xs">
            {user.facilities.map((facility) => (
              <Group key={facility._id} gap="sm" wrap="nowrap">
                <IconBuildingHospital size={18} aria-hidden />
                <Anchor component={Link} to={`/organization/${encodeURIComponent(facility._id)}`} size="sm">
                  {facility.orgName}
                </Anchor>
                <Badge variant="light" radius="sm" tt="none">
                  {facility.role}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('No Facilities')}
          </Text>
        )}
      </Card>

      <AccountCard user={user} />
    </Stack>
  );
}

/** Suspension and the password reset link, offered from the user's abilities. */
function AccountCard({ user }: { user: AdminUserDetailDto }) {
  const action = useUserAction(user._id);
  const [dialog, setDialog] = useState<'suspend' | 'reactivate' | null>(null);
  const name = fullName(user.name) || user.email;

  const run = (next: UserAction) =>
    action.mutate(next, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setDialog(null);
      },
      onError: (err) => notifyFailure(errorMessage(err)),
    });

  const { abilities } = user;
  return (
    <Card padding="lg" shadow="xs">
      <Title order={2} fz="lg" mb="sm">
        {t('Account')}
      </Title>
      {user.suspended && user.suspendedAt && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          title={t('Suspended since {date}', { date: formatDateTime(user.suspendedAt) })}
        >
          {/* The reason is read from the activity log, which records the suspension a moment after it. */}
          {user.suspensionReason && t('Reason: {reason}', { reason: user.suspensionReason })}
        </Alert>
      )}
      <Group gap="sm">
        {abilities.suspend && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconBan size={18} />}
            onClick={() => setDialog('suspend')}
          >
            {t('Suspend account')}
          </Button>
        )}
        {abilities.reactivate && (
          <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => setDialog('reactivate')}>
            {t('Reactivate account')}
          </Button>
        )}
        {abilities.sendPasswordResetLink && (
          <Button
            variant="default"
            leftSection={<IconMailForward size={18} />}
            loading={action.isPending && action.variables.kind === 'passwordResetLink'}
            onClick={() => run({ kind: 'passwordResetLink' })}
          >
            {t('Send password reset link')}
          </Button>
        )}
      </Group>
      <SuspendUserDialog
        opened={dialog === 'suspend'}
        name={name}
        loading={action.isPending}
        onSubmit={(reason) => run({ kind: 'suspend', reason })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'reactivate'}
        title={t('Reactivate this account?')}
        confirmLabel={t('Reactivate')}
        loading={action.isPending}
        onConfirm={() => run({ kind: 'reactivate' })}
        onClose={() => setDialog(null)}
      >
        {t('{name} will be able to sign in again.', { name })}
      </ConfirmDialog>
    </Card>
  );
}
