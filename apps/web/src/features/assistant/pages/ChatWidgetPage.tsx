import { Box, VisuallyHidden } from '@mantine/core';
import { ChatView } from '../components/ChatView';
import { t } from '../../../lib/i18n';

/** /tal-chat-bot[/{openIframe}]: the same chat, bare, for an iframe on another site. */
export function ChatWidgetPage() {
  return (
    <Box component="main" p="sm">
      {/* The page's heading for screen readers; the frame around it says what it is to everyone else. */}
      <VisuallyHidden component="h1">{t('CareNet medical assistant')}</VisuallyHidden>
      <ChatView widget />
    </Box>
  );
}
