import { Box, Card, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { chatRoomPath } from '@carenet/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { ChatConversation } from '../components/ChatConversation';
import { ConversationList } from '../../features/chat/components/ConversationList';
import { CHAT_PANEL_HEIGHT } from '../../features/chat/pages/layout';
import { t } from '../../lib/i18n';

/**
 * /member/privateMessages?room={id}: a conversation beside the list of conversations; on a small
 * screen the conversation alone, with a way back to the list.
 */
export function PrivateMessagesPage() {
  const [params] = useSearchParams();
  const roomId = params.get('room');
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const open = (id: string) => void navigate(chatRoomPath(id));
  const back = () => void navigate('/member/privateMessages');
  const showList = wide || !roomId;

  return (
    <Container size="xl" px={{ base: 0, sm: 'md' }} py="md">
      <Card padding={0} shadow="xs" radius={0} h={CHAT_PANEL_HEIGHT} mih={420} style={{ overflow: 'hidden' }}>
        <Group gap={0} h="100%" wrap="nowrap" align="stretch">
          {showList && (
            <Stack
              gap={0}
              w={wide ? 340 : '100%'}
              style={{
                flexShrink: 0,
                borderRight: wide ? '1px solid var(--mantine-color-gray-3)' : undefined,
              }}
            >
              <Title
                order={1}
                fz={20}
                px="md"
                py="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                {t('Messages')}
              </Title>
              <Box style={{ flex: 1, overflowY: 'auto' }}>
                <ConversationList selectedId={roomId} onSelect={open} />
              </Box>
            </Stack>
          )}
          {roomId ? (
            <Box style={{ flex: 1, minWidth: 0 }}>
              <ChatConversation key={roomId} roomId={roomId} onBack={back} onDeleted={back} />
            </Box>
          ) : (
            wide && (
              <Center style={{ flex: 1 }} bg="gray.0">
                <Stack align="center" gap="xs">
                  <IconMessages size={48} color="var(--mantine-color-gray-5)" />
                  <Text c="dimmed">{t('Choose a conversation to read it.')}</Text>
                </Stack>
              </Center>
            )
          )}
        </Group>
      </Card>
    </Container>
  );
}
