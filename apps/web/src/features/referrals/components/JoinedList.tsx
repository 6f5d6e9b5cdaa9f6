import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReferredUserDto } from '@carenet/shared';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

/** The people who signed up through the referrer's invitations, newest first. */
export function JoinedList({ people }: { people: ReferredUserDto[] }) {
  if (people.length === 0) {
    return <Text c="dimmed">{t('No one has joined through your invitations yet.')}</Text>;
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {people.map((person) => (
        <Paper key={person._id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {person.name}
            </Text>
            <Group gap={6}>
              {person.roles.map((role) => (
                <Badge key={role} variant="light" color="dark">
                  {role}
                </Badge>
              ))}
              <Text size="sm" c="dimmed">
                {t('Joined {date}', { date: formatDate(person.joinedAt) })}
              </Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
