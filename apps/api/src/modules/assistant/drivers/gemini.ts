import { ASSISTANT_ROLES } from '@carenet/shared';
import { parseJson, streamCompletion, type StreamPiece } from './http';
import type { ModelCallPolicy, ModelDriver, ModelPrompt } from './types';

export interface GeminiSettings {
  apiKey: string;
  model: string;
  /** https://generativelanguage.googleapis.com, or a stand-in in tests. */
  apiUrl: string;
}

interface GeminiChunk {
  candidates?: { content?: { parts?: { text?: string }[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
}

function parseGeminiChunk(data: string): StreamPiece {
  const chunk = parseJson(data) as GeminiChunk;
  if (chunk.promptFeedback?.blockReason) return { refused: true };
  const candidate = chunk.candidates?.[0];
  const text = candidate?.content?.parts?.map((part) => part.text ?? '').join('') ?? '';
  return { text, refused: candidate?.finishReason === 'SAFETY' || undefined };
}

/**
 * Google's Gemini API (the successor of PaLM 2, SPEC's default model), streamed through
 * `models/{model}:streamGenerateContent?alt=sse`. The key goes in a header, never in the logged URL.
 */
export function geminiDriver(settings: GeminiSettings, policy: ModelCallPolicy): ModelDriver {
  const url = new URL(
    `/v1beta/models/${encodeURIComponent(settings.model)}:streamGenerateContent?alt=sse`,
    settings.apiUrl,
  ).toString();
  return {
    modelName: settings.model,
    stream: (prompt: ModelPrompt, signal?: AbortSignal) =>
      streamCompletion(
        {
          url,
          headers: { 'x-goog-api-key': settings.apiKey },
          body: {
            systemInstruction: { parts: [{ text: prompt.system }] },
            contents: [
              ...prompt.turns.map((turn) => ({
                role: turn.role === ASSISTANT_ROLES.assistant ? 'model' : 'user',
                parts: [{ text: turn.text }],
              })),
              { role: 'user', parts: [{ text: prompt.question }] },
            ],
            generationConfig: { temperature: 0.3, maxOutputTokens: 1024 },
          },
          parse: parseGeminiChunk,
        },
        policy,
        signal,
      ),
  };
}
