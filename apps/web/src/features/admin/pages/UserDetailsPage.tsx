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
import { AdminOnly } from '../components/AdminOnly';
import { SuspendUserDialog } from '../components/SuspendUserDialog';
import { formatCount, verificationColor } from '../format';

/** /viewUserDetails/{id}: an administrator's view of one account, to suspend, reactivate or help it. */
export function UserDetailsPage() {
  const { id = '' } = useParams();
  return (
    <AdminOnly what="Viewing a user's details">
      <UserDetails id={id} />
    </AdminOnly>
  );
}

function UserDetails({ id }: { id: string }) {
  const query = useAdminUser(id);
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/manageUserLists" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            Manage Users
          </Group>
        </Anchor>
        <QueryView
          query={query}
          loading={<Skeleton height={320} radius="md" aria-label="Loading the user" />}
          notFound={
            <NotFoundState icon={IconUserQuestion} title="User not found">
              This user does not exist or was erased.
            </NotFoundState>
          }
          failedTitle="We could not load this user"
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
                  No role
                </Text>
              )}
              {user.suspended ? (
                <Badge color="red" variant="dot" radius="sm" tt="none">
                  Suspended
                </Badge>
              ) : (
                <Badge color="green" variant="dot" radius="sm" tt="none">
                  Active
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
          <Field label="E-mail">
            {user.email} {user.email_verified ? '(verified)' : '(not verified)'}
          </Field>
          <Field label="Phone">
            {user.phone ? `${user.phone} ${user.phone_verified ? '(verified)' : '(not verified)'}` : '—'}
          </Field>
          <Field label="Username">{user.username ?? '—'}</Field>
          <Field label="Gender">
            {user.gender ? (GENDER_LABELS[user.gender as 'm' | 'f' | 'o'] ?? user.gender) : '—'}
          </Field>
          <Field label="Occupation">{user.occupation ?? '—'}</Field>
          <Field label="Location">{addressLine(user.address)}</Field>
          <Field label="Joined">{formatDate(user.createdAt)}</Field>
          <Field label={`Activity in the last ${RECENT_ACTIVITY_DAYS} days`}>
            {formatCount(user.recentActivityCount)} {user.recentActivityCount === 1 ? 'entry' : 'entries'}
          </Field>
        </SimpleGrid>
      </Card>

      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb="sm">
          Verification
        </Title>
        <Group gap="sm">
          <IconShieldCheck size={20} aria-hidden />
          <Badge color={verificationColor(user.verification.status)} variant="dot" radius="sm" tt="none">
            {user.verification.label}
          </Badge>
          {user.verification.pendingSubmissionId && (
            <Anchor component={Link} to="/admin/verifications" size="sm">
              Review the submission in the verification queue
            </Anchor>
          )}
        </Group>
      </Card>

      <Card padding="lg" shadow="xs">
        <Title order={2} fz="lg" mb="sm">
          Facilities
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
            No Facilities
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
        Account
      </Title>
      {user.suspended && user.suspendedAt && (
        <Alert
          color="red"
          variant="light"
          mb="md"
          title={`Suspended since ${formatDateTime(user.suspendedAt)}`}
        >
          {/* The reason is read from the activity log, which records the suspension a moment after it. */}
          {user.suspensionReason && `Reason: ${user.suspensionReason}`}
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
            Suspend account
          </Button>
        )}
        {abilities.reactivate && (
          <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => setDialog('reactivate')}>
            Reactivate account
          </Button>
        )}
        {abilities.sendPasswordResetLink && (
          <Button
            variant="default"
            leftSection={<IconMailForward size={18} />}
            loading={action.isPending && action.variables.kind === 'passwordResetLink'}
            onClick={() => run({ kind: 'passwordResetLink' })}
          >
            Send password reset link
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
        title="Reactivate this account?"
        confirmLabel="Reactivate"
        loading={action.isPending}
        onConfirm={() => run({ kind: 'reactivate' })}
        onClose={() => setDialog(null)}
      >
        {name} will be able to sign in again.
      </ConfirmDialog>
    </Card>
  );
}
