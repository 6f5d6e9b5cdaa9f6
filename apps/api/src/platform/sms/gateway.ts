/** A provider's HTTP API that takes one text message and answers its id for the message. */
export interface SmsGateway {
  readonly name: 'msg91' | 'twilio';
  /** Resolves to the provider's id for the message; rejects with an SmsGatewayError. */
  send(to: string, text: string): Promise<string>;
}

/**
 * A gateway refused or did not answer. The message is kept on the outbox row and in the job's log, so
 * it never holds the text; numbers in the provider's own words are masked (they may quote the recipient).
 */
export class SmsGatewayError extends Error {
  constructor(gateway: SmsGateway['name'], reason: string) {
    super(`${gateway}: ${maskNumbers(reason)}`);
    this.name = 'SmsGatewayError';
  }
}

/** Hides phone numbers and one-time codes (runs of six or more digits); short error codes stay readable. */
export function maskNumbers(text: string): string {
  return text.replace(/\+?\d(?:[\s-]?\d){5,}/g, '[number]');
}

/**
 * Posts to a gateway with a time limit, answering the status and the parsed JSON body (null when the
 * body is not JSON). A network failure or the timeout is an SmsGatewayError.
 */
export async function postToGateway(
  gateway: SmsGateway['name'],
  url: URL,
  init: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    throw new SmsGatewayError(gateway, reason);
  }
  const raw = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    /* a proxy's HTML error page: the status says enough */
  }
  return { status: response.status, body };
}

/** The base URL with `path` under it, whether or not the setting ends in a slash. */
export function gatewayUrl(base: string, path: string): URL {
  return new URL(path, base.endsWith('/') ? base : `${base}/`);
}
