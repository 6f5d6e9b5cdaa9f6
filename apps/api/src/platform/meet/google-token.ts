import { sign } from 'node:crypto';
import { z } from 'zod';
import type { GoogleMeetConfig } from '../../config';
import { callGoogle } from './google-http';

/** Only what creating a meeting needs: the events of calendars the account may write to. */
const CALENDAR_EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
/** The longest lifetime Google grants an assertion. */
const ASSERTION_LIFETIME_S = 60 * 60;
/** A token this close to its end is renewed first, so no call starts with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type ServiceAccount = Pick<
  GoogleMeetConfig,
  'clientEmail' | 'privateKey' | 'privateKeyId' | 'impersonate' | 'tokenUrl'
>;

/** The service account's signed JWT (RS256) asking for an access token (RFC 7523). */
function signedAssertion(account: ServiceAccount, nowMs: number): string {
  const issuedAt = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId && { kid: account.privateKeyId }) };
  const claims = {
    iss: account.clientEmail,
    scope: CALENDAR_EVENTS_SCOPE,
    aud: account.tokenUrl,
    iat: issuedAt,
    exp: issuedAt + ASSERTION_LIFETIME_S,
    ...(account.impersonate && { sub: account.impersonate }),
  };
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = sign('RSA-SHA256', Buffer.from(unsigned), account.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * Access tokens of a Google service account (OAuth 2.0 for server-to-server applications), kept until
 * shortly before they expire; callers at the same moment share one exchange.
 */
export class ServiceAccountTokens {
  private current: { token: string; expiresAt: number } | null = null;
  private exchange: Promise<string> | null = null;

  constructor(private readonly account: ServiceAccount) {}

  accessToken(): Promise<string> {
    if (this.current && this.current.expiresAt - RENEW_BEFORE_MS > Date.now()) {
      return Promise.resolve(this.current.token);
    }
    this.exchange ??= this.requestToken().finally(() => {
      this.exchange = null;
    });
    return this.exchange;
  }

  /** Drops a token Google refused (a revoked key or delegation), so the next call asks for a new one. */
  forget(token: string): void {
    if (this.current?.token === token) this.current = null;
  }

  private async requestToken(): Promise<string> {
    const now = Date.now();
    const answer = tokenAnswer.parse(
      await callGoogle(this.account.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: signedAssertion(this.account, now),
        }).toString(),
      }),
    );
    this.current = { token: answer.access_token, expiresAt: now + answer.expires_in * 1000 };
    return answer.access_token;
  }
}
