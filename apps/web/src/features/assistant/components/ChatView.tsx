import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Flex,
  Group,
  NavLink,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconMessagePlus, IconSend, IconTrash } from '@tabler/icons-react';
import { ASSISTANT_MESSAGES, assistantQuestionSchema, type AssistantStreamEvent } from '@carenet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAssistantModel } from '../../../lib/assistantModel';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import {
  assistantKeys,
  streamAnswer,
  useConversation,
  useConversations,
  useDeleteConversation,
} from '../api';
import { applyEvent, entryOf, guestChat, pendingAnswer, questionEntry, type ChatEntry } from '../chat';
import { MessageBubble } from './MessageBubble';
import { ModelSelect } from './ModelSelect';
import { t, tm } from '../../../lib/i18n';

interface ChatViewProps {
  /** The bare widget: its own model selector (there is no top bar), no history list, links in new tabs. */
  widget?: boolean;
}

/** docs/medical-assistant.md: the medical assistant's chat, on /chat-bot and in the /tal-chat-bot widget. */
export function ChatView({ widget = false }: ChatViewProps) {
  const session = useSession();
  const userId = session?._id ?? null;
  const model = useAssistantModel();
  const client = useQueryClient();
  const [entries, setEntries] = useState<ChatEntry[]>(() => (userId ? [] : guestChat.load()));
  /** The conversation new questions continue (signed in); null starts a new one. */
  const [activeId, setActiveId] = useState<string | null>(null);
  /** A guest's conversation secret, given with the first answer; null starts a new one. */
  const [guestToken, setGuestToken] = useState<string | null>(() => (userId ? null : guestChat.loadToken()));
  /** A conversation picked from the history, whose messages are loaded. */
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [sending, setSending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  const conversations = useConversations(widget ? null : userId);
  const picked = useConversation(pickedId);
  const deleteConversation = useDeleteConversation(userId ?? '');

  useEffect(() => {
    if (picked.data) setEntries(picked.data.messages.map(entryOf));
  }, [picked.data]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const startNew = () => {
    abortRef.current?.abort();
    setEntries([]);
    setActiveId(null);
    setPickedId(null);
    setGuestToken(null);
    if (!userId) guestChat.clear();
  };

  const pick = (id: string) => {
    abortRef.current?.abort();
    setActiveId(id);
    setPickedId(id);
  };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const parsed = assistantQuestionSchema.shape.question.safeParse(question);
    if (!parsed.success) {
      setInputError(tm(parsed.error.issues[0]?.message ?? ASSISTANT_MESSAGES.questionRequired));
      return;
    }
    setInputError(null);
    const asked = questionEntry(parsed.data);
    const answer = pendingAnswer();
    setEntries((current) => [...current, asked, answer]);
    setQuestion('');
    setSending(true);
    const controller = new AbortController();
    abortRef.current = controller;
    const update = (change: (entry: ChatEntry) => ChatEntry) =>
      setEntries((current) => current.map((entry) => (entry.id === answer.id ? change(entry) : entry)));
    try {
      await streamAnswer(
        {
          question: parsed.data,
          model,
          consent,
          conversationId: activeId ?? undefined,
          guestToken: userId ? undefined : (guestToken ?? undefined),
        },
        (streamed: AssistantStreamEvent) => {
          if (streamed.type === 'start' && streamed.conversationId) setActiveId(streamed.conversationId);
          if (streamed.type === 'start' && streamed.guestToken) {
            setGuestToken(streamed.guestToken);
            guestChat.saveToken(streamed.guestToken);
          }
          update((entry) => applyEvent(entry, streamed));
        },
        controller.signal,
      );
    } catch (err) {
      if (controller.signal.aborted) return;
      update((entry) => ({ ...entry, pending: false, error: errorMessage(err) }));
    } finally {
      setSending(false);
      if (userId) void client.invalidateQueries({ queryKey: assistantKeys.conversations(userId) });
    }
  }

  useEffect(() => {
    if (!userId && !sending) guestChat.save(entries);
  }, [entries, sending, userId]);

  const history = !widget && userId && (
    <Stack
      gap={4}
      w={{ base: '100%', md: 240 }}
      style={{ flexShrink: 0 }}
      component="nav"
      aria-label={t('Your conversations')}
    >
      <Text size="sm" fw={600}>
        {t('Your conversations')}
      </Text>
      {conversations.isError && (
        <Text size="xs" c="red">
          {tm(ASSISTANT_MESSAGES.historyFailed)}
        </Text>
      )}
      {conversations.data?.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('None yet.')}
        </Text>
      )}
      {conversations.data?.map((conversation) => (
        <Group key={conversation._id} gap={4} wrap="nowrap">
          <NavLink
            component="button"
            label={conversation.title}
            active={conversation._id === activeId}
            onClick={() => pick(conversation._id)}
            styles={{
              root: { borderRadius: 'var(--mantine-radius-sm)' },
              label: { overflowWrap: 'anywhere' },
            }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('Delete conversation: {title}', { title: conversation.title })}
            loading={deleteConversation.isPending && deleteConversation.variables === conversation._id}
            onClick={() =>
              deleteConversation.mutate(conversation._id, {
                onSuccess: () => {
                  if (conversation._id === activeId) startNew();
                },
              })
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="stretch">
      {history}
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs">
          {widget ? (
            <ModelSelect />
          ) : (
            <Title order={1} size="h3">
              {t('Medical assistant')}
            </Title>
          )}
          <Button variant="light" size="xs" leftSection={<IconMessagePlus size={16} />} onClick={startNew}>
            {t('New conversation')}
          </Button>
        </Group>
        <Switch
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          label={tm(ASSISTANT_MESSAGES.consentLabel)}
          description={tm(ASSISTANT_MESSAGES.consentDescription)}
        />
        {picked.isError && (
          <Alert color="red" variant="light">
            {errorMessage(picked.error)}
          </Alert>
        )}
        <Stack gap="sm" role="log" aria-live="polite" aria-label={t('Conversation')}>
          {entries.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('Ask about a symptom, which doctor to see, or how to use CareNet.')}
            </Text>
          )}
          {entries.map((entry) => (
            <MessageBubble key={entry.id} entry={entry} newTabLinks={widget} />
          ))}
          <Box ref={endRef} />
        </Stack>
        <form onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('Your question')}
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter sends (docs/validation-and-limits.md#conversation); Shift+Enter starts a new line.
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void send();
                }
              }}
              error={inputError}
              autosize
              minRows={2}
              maxRows={6}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={sending} rightSection={<IconSend size={16} />}>
                {t('Send')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="xs" c="dimmed">
          {tm(ASSISTANT_MESSAGES.disclaimer)}
        </Text>
      </Stack>
    </Flex>
  );
}
