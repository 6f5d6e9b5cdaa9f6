import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecks, IconVideo } from '@tabler/icons-react';
import type { ChatMessageDto } from '@carenet/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatTime, formatWhen } from '../format';
import { ChatAudio, ChatDocument, ChatImage } from './Attachments';
import { t } from '../../../lib/i18n';

interface MessageItemProps {
  message: ChatMessageDto;
  mine: boolean;
  /** Whether to show the sender's picture and name (the first of a run of their messages). */
  showSender: boolean;
  /** Under one's own latest message read by the others: 'Seen'. */
  seen: boolean;
}

/** A meet link announced in the conversation: the meeting, its time and a Join button. */
function MeetLinkCard({ message }: { message: ChatMessageDto }) {
  const [title, ...description] = message.text.split('\n');
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <IconVideo size={18} style={{ flexShrink: 0 }} />
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      </Group>
      {description.length > 0 && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {description.join('\n')}
        </Text>
      )}
      {message.meetStartTime && message.meetEndTime && (
        <Text size="xs" c="dimmed">
          {formatWhen(message.meetStartTime)} – {formatTime(message.meetEndTime)}
        </Text>
      )}
      <Button
        component="a"
        href={message.meetLink ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        leftSection={<IconVideo size={14} />}
        w="fit-content"
      >
        {t('Join the meeting')}
      </Button>
      <Anchor
        href={message.meetLink ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        style={{ overflowWrap: 'anywhere' }}
      >
        {message.meetLink}
      </Anchor>
    </Stack>
  );
}

function Body({ message }: { message: ChatMessageDto }) {
  if (message.meetLink) return <MeetLinkCard message={message} />;
  if (message.type === 'Image' && message.imageUrl) {
    return <ChatImage url={message.imageUrl} name={message.fileName ?? t('Photo')} />;
  }
  if (message.type === 'Audio' && message.audioUrl) return <ChatAudio url={message.audioUrl} />;
  if (message.type === 'Document' && message.documentUrl) {
    return <ChatDocument url={message.documentUrl} name={message.fileName ?? t('Document')} />;
  }
  if (message.type !== 'Text') {
    return (
      <Text size="sm" fs="italic" c="dimmed">
        {t('This attachment is no longer available.')}
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.text}
    </Text>
  );
}

/** One message of the conversation: the other side's on the left, one's own on the right. */
export function MessageItem({ message, mine, showSender, seen }: MessageItemProps) {
  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      justify={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      {!mine && (
        <Box w={32} style={{ flexShrink: 0 }}>
          {showSender && (
            <UserAvatar
              name={{ first_name: message.senderName }}
              imageUrl={message.senderProfileImageUrl}
              size={32}
              radius="xl"
            />
          )}
        </Box>
      )}
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} maw="min(75%, 520px)" style={{ minWidth: 0 }}>
        {showSender && !mine && (
          <Text size="xs" c="dimmed" fw={600} px={4}>
            {message.senderName}
          </Text>
        )}
        <Paper
          px="sm"
          py={8}
          radius="lg"
          bg={mine ? 'care.0' : 'gray.0'}
          withBorder
          style={{
            borderColor: mine ? 'var(--mantine-color-care-2)' : 'var(--mantine-color-gray-2)',
            maxWidth: '100%',
          }}
        >
          <Body message={message} />
        </Paper>
        <Group gap={4} px={4}>
          <Text size="xs" c="dimmed">
            <time dateTime={new Date(message.whenSent).toISOString()} title={formatWhen(message.whenSent)}>
              {formatTime(message.whenSent)}
            </time>
          </Text>
          {seen && (
            <Group gap={2} c="care.7">
              <IconChecks size={14} aria-hidden />
              <Text size="xs" c="care.7">
                {t('Seen')}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
