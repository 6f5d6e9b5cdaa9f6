import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconMicrophone } from '@tabler/icons-react';
import { AUDIO_ROOM_MESSAGES, COPY_CONFIRMATION_MS, type AudioRoomDto } from '@carenet/shared';
import { formatDateTime } from '../../../lib/dates';
import { t, tm } from '../../../lib/i18n';

/** CareNet's own link to the room: it sends whoever opens it, signed in, to the room's join page. */
export const roomLink = (room: AudioRoomDto): string =>
  new URL(room.roomPath, window.location.origin).toString();

export function AudioRoomCard({ room }: { room: AudioRoomDto }) {
  const link = roomLink(room);
  return (
    <Card padding="md" shadow="xs" withBorder>
      <Stack gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {room.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('{start} to {end}', {
            start: formatDateTime(new Date(room.startTime).toISOString()),
            end: formatDateTime(new Date(room.endTime).toISOString()),
          })}
        </Text>
        {room.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {room.description}
          </Text>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Text>
        <Group gap="xs" wrap="wrap">
          <CopyButton value={link} timeout={COPY_CONFIRMATION_MS}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? tm(AUDIO_ROOM_MESSAGES.linkCopied) : t('Copy link')}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            component="a"
            href={room.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconMicrophone size={14} />}
          >
            {t('Join room')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
