import { API_BASE_PATH, type ErrorEnvelope, type FieldError, type SuccessEnvelope } from '@carenet/shared';
import { locale, t, tm } from './i18n';
import { sessionStore } from './session';

/**
 * A failed API call, carrying the envelope's message and per-field errors for forms in the page's
 * language. `serverMessage` keeps the words as the server wrote them, for code that recognises one.
 */
export class ApiError extends Error {
  readonly errors: FieldError[];
  constructor(
    readonly serverMessage: string,
    readonly statusCode: number,
    errors: FieldError[] = [],
  ) {
    super(tm(serverMessage));
    this.name = 'ApiError';
    this.errors = errors.map((error) => ({ ...error, message: tm(error.message) }));
  }
}

export interface ApiResult<T, E extends SuccessEnvelope<T> = SuccessEnvelope<T>> {
  data: T;
  message: string;
  totalCountOfRecords?: number;
  /** The whole envelope, for the fields some routes add beside `data` (a list's totals). */
  envelope: E;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send no bearer token even when signed in (docs/api-contract.md#envelope: "a bearer token added unless told otherwise"). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** docs/api-contract.md shared client timeout, 300000 ms by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 300_000;

/** The shared client of docs/api-contract.md#envelope: base path /api/v1, bearer token, envelope in, ApiError out. */
export async function api<T, E extends SuccessEnvelope<T> = SuccessEnvelope<T>>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T, E>> {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  // The server writes what it sends for this page (a code's e-mail, a guest's confirmation) in its language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = sessionStore.token();
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('We could not reach CareNet. Please check your connection and try again.', 0);
  }
  const envelope = (await response.json().catch(() => null)) as E | ErrorEnvelope | null;
  if (!envelope)
    throw new ApiError(`Unexpected response from the server (${response.status}).`, response.status);
  if (envelope.status === 'error') {
    // A revoked or expired token: forget the stored user so the app shows the signed-out state.
    if (response.status === 401 && token && !options.anonymous) sessionStore.clear();
    throw new ApiError(envelope.message, envelope.statusCode, envelope.errors ?? []);
  }
  return {
    data: envelope.data,
    message: tm(envelope.message),
    totalCountOfRecords: envelope.totalCountOfRecords,
    envelope,
  };
}

/** The human message of any error, for toasts and alerts. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return t('Something went wrong. Please try again.');
}
