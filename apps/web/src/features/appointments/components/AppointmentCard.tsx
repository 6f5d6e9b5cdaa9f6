import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat, IconVideo, IconX } from '@tabler/icons-react';
import type { AppointmentDto } from '@carenet/shared';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import { appointmentState, otherParty } from '../describe';
import { formatSpan } from '../time';
import { msg, t } from '../../../lib/i18n';

const STATE_BADGES = {
  upcoming: { label: msg('Booked'), color: 'care' },
  ended: { label: msg('Ended'), color: 'gray' },
  cancelled: { label: msg('Cancelled'), color: 'red' },
} as const;

interface AppointmentCardProps {
  appointment: AppointmentDto;
  viewerId: string | undefined;
  now: number;
  onCancel: (appointment: AppointmentDto) => void;
  onReschedule: (appointment: AppointmentDto) => void;
}

/**
 * One appointment: who with, when on the viewer's clock, its video room while it is ahead, and Reschedule
 * and Cancel when its abilities allow them (its patient and doctor, until it is over).
 */
export function AppointmentCard({
  appointment,
  viewerId,
  now,
  onCancel,
  onReschedule,
}: AppointmentCardProps) {
  const { party, role, profilePath } = otherParty(appointment, viewerId);
  const state = appointmentState(appointment, now);
  const badge = STATE_BADGES[state];
  const { reschedule, cancel } = appointment.abilities;

  return (
    <Card
      padding="lg"
      shadow="xs"
      component="article"
      aria-label={t('Appointment with {name}', { name: party.fullName })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar name={party.name} imageUrl={party.profile_image_url} size={48} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {role === 'Doctor' ? t('Doctor') : t('Patient')}
              </Text>
              <Anchor component={Link} to={profilePath} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {party.fullName || t('CareNet member')}
              </Anchor>
              <Text size="sm">{formatSpan(appointment.startTime, appointment.endTime)}</Text>
            </div>
          </Group>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {t(badge.label)}
          </Badge>
        </Group>
        {appointment.note && (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {appointment.note}
          </Text>
        )}
        {(state === 'upcoming' || reschedule || cancel) && (
          <Stack gap={6}>
            <Group gap="sm">
              {state === 'upcoming' && (
                <Button
                  component="a"
                  href={appointment.meetLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<IconVideo size={18} />}
                >
                  {t('Join the video call')}
                </Button>
              )}
              {reschedule && (
                <Button
                  variant="default"
                  leftSection={<IconCalendarRepeat size={16} />}
                  onClick={() => onReschedule(appointment)}
                >
                  {t('Reschedule')}
                </Button>
              )}
              {cancel && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconX size={16} />}
                  onClick={() => onCancel(appointment)}
                >
                  {t('Cancel appointment')}
                </Button>
              )}
            </Group>
            {state === 'upcoming' && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {appointment.meetLink}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
