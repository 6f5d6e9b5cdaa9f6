import { Alert, Anchor, Badge, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { ASSISTANT_ANSWER_KINDS, ASSISTANT_MESSAGES, ASSISTANT_ROLES } from '@carenet/shared';
import { Link } from 'react-router';
import type { ChatEntry } from '../chat';
import { AnswerMarkdown } from './AnswerMarkdown';
import { EmergencyCard } from './EmergencyCard';
import { t, tm } from '../../../lib/i18n';

interface MessageBubbleProps {
  entry: ChatEntry;
  /** In the widget every link opens a new tab, out of the frame. */
  newTabLinks: boolean;
}

const preWrap = { whiteSpace: 'pre-wrap' as const, overflowWrap: 'anywhere' as const };

/**
 * A question, as typed (never read as Markdown), or an answer as it streams in, its Markdown rendered:
 * emergency guidance stands out with its numbers, sources and doctors follow.
 */
export function MessageBubble({ entry, newTabLinks }: MessageBubbleProps) {
  if (entry.role === ASSISTANT_ROLES.user) {
    return (
      <Paper
        component="article"
        p="sm"
        radius="md"
        bg="blue.0"
        ml="auto"
        maw="85%"
        aria-label={t('Your question')}
      >
        <Text size="sm" style={preWrap}>
          {entry.text}
        </Text>
      </Paper>
    );
  }
  const target = newTabLinks ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Stack
      component="article"
      gap={6}
      maw="95%"
      aria-label={t("Assistant's answer")}
      aria-busy={entry.pending}
    >
      {entry.notice && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{tm(entry.notice)}</Text>
        </Alert>
      )}
      {entry.kind === ASSISTANT_ANSWER_KINDS.emergency ? (
        <EmergencyCard entry={entry} newTabLinks={newTabLinks} />
      ) : (
        <Paper p="sm" radius="md" withBorder>
          <Stack gap={6}>
            {entry.offline && (
              <Badge variant="light" color="gray" size="sm">
                {tm(ASSISTANT_MESSAGES.offlineLabel)}
              </Badge>
            )}
            {entry.text ? <AnswerMarkdown text={entry.text} newTabLinks={newTabLinks} /> : null}
            {entry.pending && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="xs" c="dimmed">
                  {t('The assistant is answering…')}
                </Text>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {entry.error && (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="sm">{tm(entry.error)}</Text>
        </Alert>
      )}
      {entry.sources.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" fw={600} id={`${entry.id}-sources`}>
            {t('Sources')}
          </Text>
          <List size="xs" aria-labelledby={`${entry.id}-sources`} listStyleType="none">
            {entry.sources.map((source) => (
              <List.Item key={source.href}>
                <Anchor href={source.href} size="xs" target="_blank" rel="noopener">
                  {source.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {entry.doctorsHref && entry.specialty && (
        <Anchor component={Link} to={entry.doctorsHref} size="sm" fw={600} {...target}>
          {tm(ASSISTANT_MESSAGES.suggestedDoctors(entry.specialty))}
        </Anchor>
      )}
    </Stack>
  );
}
