import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ORGANIZATION_MESSAGES, type MyOrganizationInvitationDto } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';
import { MEMBER_ROLE_LABELS, facilityTypeLabel } from '../format';
import { useAcceptMyInvitation, useDeclineMyInvitation, useMyInvitations } from '../membersApi';
import { FacilityLogo } from './FacilityLogo';
import { VerifiedState } from './VerifiedState';

interface MyInvitationsProps {
  /** On 'My Facilities' the section shows only while an invitation waits; its own page says when none does. */
  hideWhenEmpty?: boolean;
}

/**
 * The facilities that invited the signed-in person, each to accept (they join with the role offered and
 * its page opens) or decline. Nobody acts for a facility without answering here first.
 */
export function MyInvitations({ hideWhenEmpty = false }: MyInvitationsProps) {
  const invitations = useMyInvitations();
  if (hideWhenEmpty && !invitations.data?.length) return null;
  return (
    <section aria-labelledby="my-invitations-title">
      <Title order={2} fz="lg" mb="sm" id="my-invitations-title">
        {t('Invitations waiting for your answer')}
      </Title>
      <ListQueryView
        query={invitations}
        failedTitle={t('We could not load your invitations')}
        loading={
          <Stack gap="sm" aria-busy="true" aria-label={t('Loading your invitations')}>
            <Skeleton height={120} radius="md" />
          </Stack>
        }
        empty={
          <Card padding="lg" shadow="xs">
            <Text size="sm" c="dimmed">
              {t('No facility has invited you. When one does, you accept or decline it here.')}
            </Text>
          </Card>
        }
      >
        {(items) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((invitation) => (
              <li key={invitation._id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </Stack>
        )}
      </ListQueryView>
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: MyOrganizationInvitationDto }) {
  const accept = useAcceptMyInvitation();
  const decline = useDeclineMyInvitation();
  const navigate = useNavigate();
  const busy = accept.isPending || decline.isPending;
  const facility = invitation.orgName;
  const dates = { date: formatDate(invitation.createdAt), expires: formatDate(invitation.expiresAt) };
  const sent = invitation.invitedBy
    ? t('Invited by {name} on {date} · expires {expires}', { name: invitation.invitedBy, ...dates })
    : t('Invited on {date} · expires {expires}', dates);

  const acceptIt = () =>
    accept.mutate(invitation._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || tm(ORGANIZATION_MESSAGES.invitationAccepted));
        void navigate(`/facilityrequest/${invitation.orgId}`);
      },
      onError: (err) => notifyFailure(errorMessage(err)),
    });
  const declineIt = () =>
    decline.mutate(invitation._id, {
      onSuccess: ({ message }) => notifySuccess(message || tm(ORGANIZATION_MESSAGES.invitationDeclined)),
      onError: (err) => notifyFailure(errorMessage(err)),
    });

  return (
    <Card padding="md" shadow="xs" component="article" aria-label={facility}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <FacilityLogo
            decorative
            name={facility}
            imageUrl={invitation.defaultImageUrl}
            size={48}
            radius="md"
          />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {facility}
            </Text>
            <Text size="sm" c="dimmed">
              {facilityTypeLabel(invitation.orgType)}
            </Text>
            <Group gap={6}>
              <Badge variant="outline" color="gray" radius="sm" tt="none">
                {t('Offered role: {role}', { role: t(MEMBER_ROLE_LABELS[invitation.role]) })}
              </Badge>
              <VerifiedState orgId={invitation.orgId} status={invitation.orgStatus} />
            </Group>
            <Text size="xs" c="dimmed">
              {sent}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconX size={16} />}
            loading={decline.isPending}
            disabled={busy && !decline.isPending}
            aria-label={t('Decline the invitation of {facility}', { facility })}
            onClick={declineIt}
          >
            {t('Decline')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            loading={accept.isPending}
            disabled={busy && !accept.isPending}
            aria-label={t('Accept the invitation of {facility}', { facility })}
            onClick={acceptIt}
          >
            {t('Accept')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
