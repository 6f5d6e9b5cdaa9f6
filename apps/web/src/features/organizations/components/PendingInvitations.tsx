import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ORGANIZATION_MESSAGES, type PendingInvitationDto } from '@carenet/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { UserAvatar } from '../../../components/UserAvatar';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { MEMBER_ROLE_LABELS } from '../format';
import { usePendingInvitations, useWithdrawInvitation } from '../membersApi';
import { t, tm } from '../../../lib/i18n';

/**
 * Whom the facility's managers invited and who has not joined yet, so they know and can take an
 * invitation back. Rendered only for those whose abilities say they manage the members.
 */
export function PendingInvitations({ orgId }: { orgId: string }) {
  const invitations = usePendingInvitations(orgId);
  return (
    <section aria-labelledby="pending-invitations-title">
      <Title order={3} fz="md" mb="xs" id="pending-invitations-title">
        {t('Pending invitations')}
      </Title>
      <ListQueryView
        query={invitations}
        failedTitle={t('We could not load the invitations')}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading the invitations')}>
            <Skeleton height={40} radius="md" />
          </Stack>
        }
        empty={
          <Text size="sm" c="dimmed">
            {t('No invitations are waiting to be accepted.')}
          </Text>
        }
      >
        {(items) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((invitation) => (
              <li key={invitation._id}>
                <InvitationRow orgId={orgId} invitation={invitation} />
              </li>
            ))}
          </Stack>
        )}
      </ListQueryView>
    </section>
  );
}

function InvitationRow({ orgId, invitation }: { orgId: string; invitation: PendingInvitationDto }) {
  const withdraw = useWithdrawInvitation(orgId);
  const [confirming, setConfirming] = useState(false);
  // An invitation by id names the person (their card); an e-mailed link, the address it went to.
  const who = invitation.invitee
    ? invitation.invitee.fullName || t('CareNet user')
    : (invitation.email ?? '');
  const dates = { date: formatDate(invitation.createdAt), expires: formatDate(invitation.expiresAt) };
  const sent = invitation.invitedBy
    ? t('Invited by {name} on {date} · expires {expires}', { name: invitation.invitedBy, ...dates })
    : t('Invited on {date} · expires {expires}', dates);

  const confirmWithdraw = () =>
    withdraw.mutate(invitation._id, {
      onSuccess: ({ message }) => notifySuccess(message || tm(ORGANIZATION_MESSAGES.invitationWithdrawn)),
      onError: (err) => notifyFailure(errorMessage(err)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {invitation.invitee && (
          <UserAvatar
            name={invitation.invitee.name}
            imageUrl={invitation.invitee.profile_image_url}
            radius="xl"
          />
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {who}
          </Text>
          <Text size="xs" c="dimmed">
            {sent}
          </Text>
        </div>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {t(MEMBER_ROLE_LABELS[invitation.role])}
        </Badge>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={
            invitation.invitee
              ? t('Withdraw the invitation of {name}', { name: who })
              : t('Withdraw the invitation to {email}', { email: who })
          }
          onClick={() => setConfirming(true)}
        >
          {t('Withdraw')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('Withdraw this invitation?')}
        confirmLabel={t('Withdraw')}
        loading={withdraw.isPending}
        onConfirm={confirmWithdraw}
        onClose={() => setConfirming(false)}
      >
        {invitation.invitee
          ? t('{name} will no longer be able to accept it.', { name: who })
          : t('The link sent to {email} will no longer work.', { email: who })}
      </ConfirmDialog>
    </Group>
  );
}
