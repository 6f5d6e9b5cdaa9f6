import { Container } from '@mantine/core';
import { ChatView } from '../components/ChatView';

/** /chat-bot: the medical assistant, with the model selector in the top bar. */
export function ChatBotPage() {
  return (
    <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
      <ChatView />
    </Container>
  );
}
