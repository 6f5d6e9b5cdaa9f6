import { setTimeout as delay } from 'node:timers/promises';
import { sseData } from './sse';
import { ModelUnavailableError, type ModelCallPolicy } from './types';

/** What one `data:` payload of a model's stream says. */
export interface StreamPiece {
  text?: string;
  /** The stream is complete (OpenAI's [DONE]). */
  done?: boolean;
  /** The model refused to answer (Gemini's blocked prompt). */
  refused?: boolean;
}

export interface StreamRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
  parse(data: string): StreamPiece;
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/**
 * POSTs a streaming completion and yields its text. Before the first text arrives, a connection error,
 * a timeout, a 429 or a 5xx is tried again (with a doubling pause); after it, a failure ends the answer
 * as `stopped`, since repeating would say the start twice. The timeout covers the wait for the answer
 * and every gap between its chunks, so a model that hangs part-way is not waited on for ever.
 */
export async function* streamCompletion(
  request: StreamRequest,
  policy: ModelCallPolicy,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  let lastFailure = new ModelUnavailableError('unreachable', false);
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) await delay(policy.retryDelayMs * 2 ** (attempt - 1), undefined, { signal });
    let yielded = false;
    const controller = new AbortController();
    const abortFromCaller = () => controller.abort();
    signal?.addEventListener('abort', abortFromCaller, { once: true });
    let timedOut = false;
    let timer = setTimeout(() => ((timedOut = true), controller.abort()), policy.timeoutMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ((timedOut = true), controller.abort()), policy.timeoutMs);
    };
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...request.headers },
        body: JSON.stringify(request.body),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        const failure = new ModelUnavailableError('status', false, response.status);
        if (RETRYABLE(response.status)) {
          lastFailure = failure;
          continue;
        }
        throw failure;
      }
      for await (const data of sseData(response.body)) {
        rearm();
        const piece = request.parse(data);
        if (piece.refused && !yielded) throw new ModelUnavailableError('refused', false);
        if (piece.text) {
          yielded = true;
          yield piece.text;
        }
        if (piece.done) break;
      }
      if (!yielded) throw new ModelUnavailableError('malformed', false);
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof ModelUnavailableError) {
        if (yielded) throw new ModelUnavailableError('stopped', true, error.status);
        throw error;
      }
      if (yielded) throw new ModelUnavailableError('stopped', true);
      lastFailure = new ModelUnavailableError(timedOut ? 'timeout' : 'unreachable', false);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
      controller.abort();
    }
  }
  throw lastFailure;
}

/** A `data:` payload that is not the JSON the model's format promises: the answer cannot be read. */
export function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new ModelUnavailableError('malformed', false);
  }
}
