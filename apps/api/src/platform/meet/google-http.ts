import { z } from 'zod';

/** A Google API call that failed; the message carries Google's own explanation, for the server log. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }
}

/** A request that hangs must not hold a doctor's click for long. */
const TIMEOUT_MS = 15_000;

// The token endpoint answers OAuth errors; the Calendar API its own error object.
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
const apiError = z.object({ error: z.object({ message: z.string() }) });

function explanation(body: unknown, text: string): string {
  const oauth = oauthError.safeParse(body);
  if (oauth.success) return [oauth.data.error, oauth.data.error_description].filter(Boolean).join(': ');
  const api = apiError.safeParse(body);
  if (api.success) return api.data.error.message;
  return text.slice(0, 200);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls a Google endpoint and returns its JSON answer (null for an empty one, as a DELETE answers);
 * a status other than 2xx throws GoogleApiError.
 */
export async function callGoogle(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    const where = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    throw new GoogleApiError(
      response.status,
      `${where} answered ${response.status}: ${explanation(body, text)}`,
    );
  }
  if (text === '') return null;
  if (body === undefined)
    throw new GoogleApiError(response.status, `${url} answered something else than JSON`);
  return body;
}
