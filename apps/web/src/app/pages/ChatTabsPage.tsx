import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { CHAT_MESSAGES, fullName } from '@carenet/shared';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useSession } from '../../lib/session';
import { useChatRooms } from '../../features/chat/api';
import { ChatConversation } from '../components/ChatConversation';
import { useLiveRoomList } from '../../features/chat/useChatLive';
import { CHAT_PANEL_HEIGHT } from '../../features/chat/pages/layout';
import { t, tm } from '../../lib/i18n';

/** /chatTabs: the user's conversations as tabs, each with its unread count; ?room= picks the open one. */
export function ChatTabsPage() {
  const viewer = useSession();
  const query = useChatRooms();
  useLiveRoomList(viewer?._id ?? null);
  const [params, setParams] = useSearchParams();

  let content;
  if (query.isPending) {
    content = (
      <Stack p="md" gap="md" aria-busy="true" aria-label={t('Loading conversations')}>
        <Group gap="sm">
          {[120, 140, 100].map((width) => (
            <Skeleton key={width} height={28} width={width} />
          ))}
        </Group>
        <Skeleton height={200} />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Box p="md">
        <LoadFailedAlert title={tm(CHAT_MESSAGES.listFailed)} query={query} />
      </Box>
    );
  } else if (!query.data.rooms.length) {
    content = (
      <Stack align="center" gap="xs" p="xl" ta="center">
        <IconMessages size={40} color="var(--mantine-color-gray-5)" />
        <Text size="sm" c="dimmed" maw={320}>
          {tm(CHAT_MESSAGES.noConversations)}
        </Text>
      </Stack>
    );
  } else {
    const rooms = query.data.rooms;
    const active = rooms.some((room) => room._id === params.get('room')) ? params.get('room') : rooms[0]._id;
    content = (
      <Tabs
        value={active}
        onChange={(value) => value && setParams({ room: value }, { replace: true })}
        h="100%"
        style={{ display: 'flex', flexDirection: 'column' }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {rooms.map((room) => {
            const others = room.participants.filter((p) => p._id !== viewer?._id);
            const label = others.map((p) => fullName(p.name)).join(', ') || room.requestTitle;
            return (
              <Tabs.Tab
                key={room._id}
                value={room._id}
                rightSection={
                  room.unreadCount > 0 ? (
                    <Badge size="xs" circle color="care">
                      {room.unreadCount > 9 ? '9+' : room.unreadCount}
                    </Badge>
                  ) : null
                }
                style={{ flexShrink: 0 }}
              >
                <Text size="sm" maw={180} truncate>
                  {label}
                </Text>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {rooms.map((room) => (
          <Tabs.Panel key={room._id} value={room._id} style={{ flex: 1, minHeight: 0 }}>
            <ChatConversation roomId={room._id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Container size="xl" px={{ base: 0, sm: 'md' }} py="md">
      {/* The conversations fill the screen; the page's name is for screen readers and the tab title. */}
      <VisuallyHidden component="h1">{t('Messages')}</VisuallyHidden>
      <Card padding={0} shadow="xs" radius={0} h={CHAT_PANEL_HEIGHT} mih={420} style={{ overflow: 'hidden' }}>
        {content}
      </Card>
    </Container>
  );
}
