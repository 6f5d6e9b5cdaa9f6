import {
  API_BASE_PATH,
  type AssistantConversationDetailDto,
  type AssistantConversationDto,
  type AssistantGuidePageDto,
  type AssistantModelDto,
  type AssistantQuestionInput,
  type AssistantStreamEvent,
  type ErrorEnvelope,
} from '@carenet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { sessionStore } from '../../lib/session';
import { msg, t } from '../../lib/i18n';

export const assistantKeys = {
  models: ['assistant', 'models'] as const,
  conversations: (userId: string) => ['assistant', 'conversations', userId] as const,
  conversation: (id: string) => ['assistant', 'conversation', id] as const,
  guide: (page: string) => ['assistant', 'guide', page] as const,
};

/** GET /chatbot/models: the selector's choices and who answers each on this server. */
export function useAssistantModels() {
  return useQuery({
    queryKey: assistantKeys.models,
    queryFn: async () => (await api<AssistantModelDto[]>('/chatbot/models')).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /chatbot/conversations: the signed-in user's conversations, latest first. */
export function useConversations(userId: string | null) {
  return useQuery({
    queryKey: assistantKeys.conversations(userId ?? ''),
    queryFn: async () => (await api<AssistantConversationDto[]>('/chatbot/conversations')).data,
    enabled: userId !== null,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: assistantKeys.conversation(id ?? ''),
    queryFn: async () =>
      (await api<AssistantConversationDetailDto>(`/chatbot/conversations/${encodeURIComponent(id ?? '')}`))
        .data,
    enabled: id !== null,
  });
}

export function useDeleteConversation(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/chatbot/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: assistantKeys.conversations(userId) }),
  });
}

export function useGuidePage(page: string) {
  return useQuery({
    queryKey: assistantKeys.guide(page),
    queryFn: async () =>
      (await api<AssistantGuidePageDto>(`/chatbot/guide/${encodeURIComponent(page)}`)).data,
  });
}

/**
 * POST /chatbot/messages: calls `onEvent` with each line of the answer as it arrives (NDJSON). A refusal
 * before the answer starts (a 400 or a 429) is an ApiError with the server's message.
 */
export async function streamAnswer(
  body: AssistantQuestionInput,
  onEvent: (event: AssistantStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/x-ndjson',
  };
  const token = sessionStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(new URL(`${API_BASE_PATH}/chatbot/messages`, window.location.origin), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(msg('We could not reach CareNet. Please check your connection and try again.'), 0);
  }
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    if (response.status === 401 && token) sessionStore.clear();
    throw new ApiError(
      envelope?.message ?? t('Unexpected response from the server ({status}).', { status: response.status }),
      response.status,
    );
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as AssistantStreamEvent);
    }
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as AssistantStreamEvent);
}
