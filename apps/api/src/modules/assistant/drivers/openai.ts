import { parseJson, streamCompletion, type StreamPiece } from './http';
import type { ModelCallPolicy, ModelDriver, ModelPrompt } from './types';

export interface OpenAiSettings {
  /** The server's address, with or without its /v1 (Ollama, llama.cpp server, vLLM, ...). */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

interface ChatCompletionChunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
}

function parseChunk(data: string): StreamPiece {
  if (data.trim() === '[DONE]') return { done: true };
  const chunk = parseJson(data) as ChatCompletionChunk;
  return { text: chunk.choices?.[0]?.delta?.content ?? '' };
}

/** The address of the chat completions endpoint, whether or not the base URL names /v1. */
export function chatCompletionsUrl(baseUrl: string): string {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${root}/v1/chat/completions`;
}

/** Any OpenAI-compatible server serving a Llama model (SPEC's alternative, Llama 2), streamed. */
export function openAiDriver(settings: OpenAiSettings, policy: ModelCallPolicy): ModelDriver {
  const url = chatCompletionsUrl(settings.baseUrl);
  const headers: Record<string, string> = settings.apiKey
    ? { authorization: `Bearer ${settings.apiKey}` }
    : {};
  return {
    modelName: settings.model,
    stream: (prompt: ModelPrompt, signal?: AbortSignal) =>
      streamCompletion(
        {
          url,
          headers,
          body: {
            model: settings.model,
            stream: true,
            temperature: 0.3,
            max_tokens: 1024,
            messages: [
              { role: 'system', content: prompt.system },
              ...prompt.turns.map((turn) => ({ role: turn.role, content: turn.text })),
              { role: 'user', content: prompt.question },
            ],
          },
          parse: parseChunk,
        },
        policy,
        signal,
      ),
  };
}
