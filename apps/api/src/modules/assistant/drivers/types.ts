import type { AssistantTurn } from '@carenet/shared';

/** What a model is asked: the fixed system prompt, the earlier turns, and the question last. */
export interface ModelPrompt {
  system: string;
  turns: AssistantTurn[];
  question: string;
}

/** A driver for an outside model: it streams the answer's text as it is written. */
export interface ModelDriver {
  /** The outside model's own name (e.g. gemini-2.0-flash), for GET /chatbot/models. */
  readonly modelName: string;
  stream(prompt: ModelPrompt, signal?: AbortSignal): AsyncGenerator<string>;
}

/** Why a model gave no (complete) answer; only the reason and an HTTP status are ever logged. */
export type ModelFailureReason = 'unreachable' | 'timeout' | 'status' | 'refused' | 'stopped' | 'malformed';

export class ModelUnavailableError extends Error {
  constructor(
    readonly reason: ModelFailureReason,
    /** Some text had already been streamed when it failed. */
    readonly partial: boolean,
    readonly status?: number,
  ) {
    super(`model unavailable: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'ModelUnavailableError';
  }
}

/** How long to wait and how often to try again (ASSISTANT_* settings). */
export interface ModelCallPolicy {
  /** The longest wait for the first byte of an answer, and between two of its chunks. */
  timeoutMs: number;
  /** Further tries after a connection error, a timeout, a 429 or a 5xx, before any text arrived. */
  retries: number;
  /** The pause before the first retry; it doubles on each further one. */
  retryDelayMs: number;
}
