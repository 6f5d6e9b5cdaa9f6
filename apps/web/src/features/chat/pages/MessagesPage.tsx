import { Card, Container, Title } from '@mantine/core';
import { chatRoomPath } from '@carenet/shared';
import { useNavigate } from 'react-router';
import { ConversationList } from '../components/ConversationList';
import { t } from '../../../lib/i18n';

/** /member/Message: the user's conversations, with the last message and unread counts. */
export function MessagesPage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" px={{ base: 0, sm: 'md' }} py="md">
      <Title order={1} fz={{ base: 22, sm: 26 }} mb="md" px={{ base: 'sm', sm: 0 }}>
        {t('Messages')}
      </Title>
      <Card padding={0} shadow="xs" radius={0} style={{ overflow: 'hidden' }}>
        <ConversationList onSelect={(roomId) => void navigate(chatRoomPath(roomId))} />
      </Card>
    </Container>
  );
}
