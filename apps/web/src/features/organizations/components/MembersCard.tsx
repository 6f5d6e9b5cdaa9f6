import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDoorExit, IconUserMinus } from '@tabler/icons-react';
import {
  ORGANIZATION_MEMBER_ROLES,
  ORGANIZATION_MESSAGES,
  type OrganizationDto,
  type OrganizationMemberDto,
  type OrganizationMemberRole,
} from '@carenet/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { UserAvatar } from '../../../components/UserAvatar';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { MEMBER_ROLE_LABELS } from '../format';
import { useChangeMemberRole, useOrganizationMembers, useRemoveMember } from '../membersApi';
import { InviteMemberForm } from './InviteMemberForm';
import { PendingInvitations } from './PendingInvitations';
import { t, tm } from '../../../lib/i18n';
import { holdsRole } from '../../../lib/displayRole';

// Built at render time, so the labels are in the page's language.
const roleOptions = () =>
  ORGANIZATION_MEMBER_ROLES.map((role) => ({ value: role, label: t(MEMBER_ROLE_LABELS[role]) }));

/**
 * The people who act for a facility. Managing them (invite, change a role, remove) and leaving are
 * offered from the facility's abilities; the server's refusals (the last owner) are shown as it says them.
 */
export function MembersCard({ organization }: { organization: OrganizationDto }) {
  const members = useOrganizationMembers(organization._id);
  const manage = organization.abilities?.manageMembers ?? false;

  return (
    <Card padding="lg" shadow="xs">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('Members')}
        </Title>
        <ListQueryView
          query={members}
          failedTitle={t('We could not load the members')}
          loading={
            <Stack gap="sm" aria-busy="true" aria-label={t('Loading the members')}>
              <Skeleton height={44} radius="md" />
              <Skeleton height={44} radius="md" />
            </Stack>
          }
          empty={
            <Text size="sm" c="dimmed">
              {t('No one acts for this facility yet.')}
            </Text>
          }
        >
          {(items) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((member) => (
                <li key={member.user._id}>
                  <MemberRow organization={organization} member={member} manage={manage} />
                </li>
              ))}
            </Stack>
          )}
        </ListQueryView>
        {manage && (
          <>
            <PendingInvitations orgId={organization._id} />
            <Divider />
            <div>
              <Title order={3} fz="md" mb="xs">
                {t('Invite someone')}
              </Title>
              <InviteMemberForm orgId={organization._id} />
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

interface MemberRowProps {
  organization: OrganizationDto;
  member: OrganizationMemberDto;
  manage: boolean;
}

function MemberRow({ organization, member, manage }: MemberRowProps) {
  const session = useSession();
  const navigate = useNavigate();
  const changeRole = useChangeMemberRole(organization._id);
  const remove = useRemoveMember(organization._id);
  const [confirming, setConfirming] = useState(false);
  const isMe = member.user._id === session?._id;
  const name = member.user.fullName || t('CareNet user');
  const mayLeave = isMe && (organization.abilities?.leave ?? false);
  const mayRemove = manage && !isMe;

  const setRole = (role: OrganizationMemberRole) =>
    changeRole.mutate(
      { userId: member.user._id, role },
      {
        onSuccess: ({ message }) => notifySuccess(message || tm(ORGANIZATION_MESSAGES.roleChanged)),
        onError: (err) => notifyFailure(errorMessage(err)),
      },
    );

  const confirmRemove = () =>
    remove.mutate(member.user._id, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        if (isMe) {
          notifySuccess(message || tm(ORGANIZATION_MESSAGES.leftFacility));
          void navigate('/facilityrequest', { replace: true });
        } else {
          notifySuccess(message || tm(ORGANIZATION_MESSAGES.memberRemoved));
        }
      },
      onError: (err) => {
        setConfirming(false);
        notifyFailure(errorMessage(err));
      },
    });

  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar name={member.user.name} imageUrl={member.user.profile_image_url} radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {isMe ? t('{name} (you)', { name }) : name}
          </Text>
          {holdsRole(member.user.roles, 'doctor') && (
            <Text size="xs" c="dimmed">
              {t('Doctor')}
            </Text>
          )}
        </div>
      </Group>
      <Group gap={6} wrap="nowrap">
        {manage ? (
          <Select
            aria-label={t('Role of {name}', { name })}
            data={roleOptions()}
            value={member.role}
            allowDeselect={false}
            disabled={changeRole.isPending}
            w={112}
            size="xs"
            onChange={(value) => value && value !== member.role && setRole(value as OrganizationMemberRole)}
          />
        ) : (
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {t(MEMBER_ROLE_LABELS[member.role])}
          </Badge>
        )}
        {mayRemove && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('Remove {name}', { name })}
            onClick={() => setConfirming(true)}
          >
            <IconUserMinus size={18} />
          </ActionIcon>
        )}
        {mayLeave && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconDoorExit size={14} />}
            onClick={() => setConfirming(true)}
          >
            {t('Leave')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={isMe ? t('Leave this facility?') : t('Remove {name}?', { name })}
        confirmLabel={isMe ? t('Leave') : t('Remove')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      >
        {isMe
          ? t('You will no longer act for {facility}.', { facility: organization.orgName })
          : t('{name} will no longer act for {facility}.', { name, facility: organization.orgName })}
      </ConfirmDialog>
    </Group>
  );
}
