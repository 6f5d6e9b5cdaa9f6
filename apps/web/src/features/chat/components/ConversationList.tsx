import { Badge, Box, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { CHAT_MESSAGES, fullName, type ChatRoomDto } from '@carenet/shared';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { UserAvatar } from '../../../components/UserAvatar';
import { useSession } from '../../../lib/session';
import { useChatRooms } from '../api';
import { formatDay, formatTime, previewOf } from '../format';
import { useLiveRoomList } from '../useChatLive';
import { t, tm } from '../../../lib/i18n';

interface ConversationListProps {
  selectedId?: string | null;
  onSelect: (roomId: string) => void;
}

function when(ms: number): string {
  return formatDay(ms) === formatDay(Date.now()) ? formatTime(ms) : formatDay(ms);
}

function ConversationRow({
  room,
  selected,
  onSelect,
}: {
  room: ChatRoomDto;
  selected: boolean;
  onSelect: () => void;
}) {
  const viewer = useSession();
  const others = room.participants.filter((p) => p._id !== viewer?._id);
  const lead = others[0] ?? room.participants[0];
  const names = others.map((p) => fullName(p.name)).join(', ') || t('Only you so far');
  const last = room.lastMessage;
  const unread = room.unreadCount > 0;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      px="md"
      py="sm"
      w="100%"
      bg={selected ? 'care.0' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar name={lead?.name} imageUrl={lead?.profile_image_url} radius="xl" size="md" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={unread ? 700 : 600} size="sm" truncate>
              {names}
            </Text>
            {last && (
              <Text size="xs" c={unread ? 'care.7' : 'dimmed'} style={{ flexShrink: 0 }}>
                {when(last.whenSent)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {room.requestTitle}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap" mt={2}>
            <Text size="sm" c={unread ? 'dark' : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {last
                ? last.userId === viewer?._id
                  ? t('You: {message}', { message: previewOf(last) })
                  : previewOf(last)
                : t('No messages yet')}
            </Text>
            {unread && (
              <Badge size="sm" circle={room.unreadCount < 10} color="care" aria-hidden>
                {room.unreadCount > 99 ? '99+' : room.unreadCount}
              </Badge>
            )}
            {/* The row is named by what it shows (names, time, request, last message), then this. */}
            {unread && <VisuallyHidden>{t('{count} unread', { count: room.unreadCount })}</VisuallyHidden>}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/** The user's conversations, latest first, with the last message and unread counts, kept live. */
export function ConversationList({ selectedId, onSelect }: ConversationListProps) {
  const viewer = useSession();
  const query = useChatRooms();
  useLiveRoomList(viewer?._id ?? null);

  if (query.isPending) {
    return (
      <Stack gap={0} aria-busy="true" aria-label={t('Loading conversations')}>
        {[0, 1, 2].map((key) => (
          <Group key={key} gap="sm" px="md" py="sm" wrap="nowrap">
            <Skeleton height={38} circle />
            <Box style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="40%" mt={8} />
              <Skeleton height={10} width="80%" mt={8} />
            </Box>
          </Group>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Box p="md">
        <LoadFailedAlert title={tm(CHAT_MESSAGES.listFailed)} query={query} />
      </Box>
    );
  }
  if (!query.data.rooms.length) {
    return (
      <Stack align="center" gap="xs" p="xl" ta="center">
        <IconMessages size={40} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed" maw={320}>
          {tm(CHAT_MESSAGES.noConversations)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={0} component="nav" aria-label={t('Conversations')}>
      {query.data.rooms.map((room) => (
        <ConversationRow
          key={room._id}
          room={room}
          selected={room._id === selectedId}
          onSelect={() => onSelect(room._id)}
        />
      ))}
    </Stack>
  );
}
