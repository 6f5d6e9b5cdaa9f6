import { Box } from '@mantine/core';
import { ChatView } from '../components/ChatView';

/** /tal-chat-bot[/{openIframe}]: the same chat, bare, for an iframe on another site. */
export function ChatWidgetPage() {
  return (
    <Box component="main" p="sm">
      <ChatView widget />
    </Box>
  );
}
