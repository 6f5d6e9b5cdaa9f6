import { Anchor, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserShield, IconUserX } from '@tabler/icons-react';
import {
  CARE_TEAM_MESSAGES,
  TREATMENT_STATUS_LABELS,
  fullName,
  type CareTeamMemberDto,
} from '@carenet/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListQueryView } from '../../../components/ListQueryView';
import { notifyFailure, notifySuccess } from '../../../components/notify';
import { UserAvatar } from '../../../components/UserAvatar';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useCareTeamMembers, useEndAccess } from '../api';
import { t, tm } from '../../../lib/i18n';
import { fillIn } from '../../../lib/fillIn';

/**
 * 'Who can see my records': the doctors caring for the patient now, each with the request that gives
 * them access and until when, and a way to end that access.
 */
export function CareTeamSection() {
  const members = useCareTeamMembers();
  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="care-team-title">
      <Group gap="xs" mb={4}>
        <IconUserShield size={22} aria-hidden />
        <Title order={2} fz="lg" id="care-team-title">
          {t('Who can see my records')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t(
          'A doctor can see your records, registration, consents and prescriptions while they care for you: from accepting your request until it is closed, or a while after the treatment is completed. You can end a doctor’s access at any time.',
        )}{' '}
        {tm(CARE_TEAM_MESSAGES.adminsSeeRecords)}
      </Text>
      <ListQueryView
        query={members}
        loading={<Skeleton height={72} radius="md" />}
        failedTitle={t('We could not load who can see your records')}
        empty={
          <Text size="sm" c="dimmed">
            {t('No doctor can see your records now.')}
          </Text>
        }
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((member) => (
              <CareTeamMember key={member.doctor._id} member={member} />
            ))}
          </Stack>
        )}
      </ListQueryView>
    </Card>
  );
}

function CareTeamMember({ member }: { member: CareTeamMemberDto }) {
  const end = useEndAccess();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(member.doctor.name) || t('A doctor');

  const confirm = () =>
    end.mutate(member.doctor._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || tm(CARE_TEAM_MESSAGES.accessEnded));
        setConfirming(false);
      },
      onError: (err) => notifyFailure(errorMessage(err)),
    });

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: 1 }}>
          <UserAvatar name={member.doctor.name} imageUrl={member.doctor.profile_image_url} radius="xl" />
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={`/DoctorProfile/${member.doctor._id}`} fw={600}>
              {name}
            </Anchor>
            {member.reasons.map((reason) => (
              <Text size="sm" key={reason.requestId}>
                {fillIn(
                  reason.acceptedAt
                    ? t('Accepted your request {request} on {date}', { date: formatDate(reason.acceptedAt) })
                    : t('Accepted your request {request}'),
                  {
                    request: (
                      <Anchor component={Link} to={`/donationRequest/${reason.requestId}`}>
                        {reason.title}
                      </Anchor>
                    ),
                  },
                )}
                {reason.requestStatusByDoctor
                  ? ` · ${tm(TREATMENT_STATUS_LABELS[reason.requestStatusByDoctor])}`
                  : ''}
                {reason.endsAt ? ` · ${t('access ends {date}', { date: formatDate(reason.endsAt) })}` : ''}
              </Text>
            ))}
          </Stack>
        </Group>
        {member.canEnd && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconUserX size={18} />}
            onClick={() => setConfirming(true)}
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('End access')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('End {name}’s access?', { name })}
        confirmLabel={t('End access')}
        loading={end.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {t(
          '{name} will no longer see your records, registration, consents, prescriptions or your conversation. If they accept a new request of yours, they can see them again.',
          { name },
        )}
      </ConfirmDialog>
    </Paper>
  );
}
