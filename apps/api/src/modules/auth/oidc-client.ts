import * as client from 'openid-client';
import { OIDC_MESSAGES } from '@carenet/shared';
import { isLoopback, type OidcConfig } from '../../config';
import { AppError } from '../../platform/errors';

/** Seconds a call to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** What the provider's ID token (checked by openid-client) says about the person. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** The checks the provider's answer must pass: those made when the person was sent to it. */
export interface AttemptChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The one OpenID Connect provider, through openid-client: discovery, the authorization URL with PKCE
 * (S256), state and nonce, the code exchange and the ID token's checks (signature, issuer, audience,
 * nonce, expiry). Nothing of this is written by hand.
 */
export class OidcProviderClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(readonly settings: OidcConfig) {}

  /** The provider's metadata, fetched once; a failed fetch is tried again on the next sign-in. */
  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const url = new URL(issuer);
      const insecure = url.protocol === 'http:' && isLoopback(url.hostname);
      this.configuration = client
        .discovery(
          url,
          clientId,
          clientSecret,
          clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
          {
            timeout: PROVIDER_TIMEOUT_SECONDS,
            ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
          },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  /** Fresh checks for one sign-in: the state, the nonce and the PKCE verifier. */
  newChecks(): AttemptChecks {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** Where to send the browser to sign in at the provider. */
  async authorizationUrl(checks: AttemptChecks): Promise<URL> {
    const configuration = await this.withProvider(() => this.discover());
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchanges the code for tokens and returns who the ID token names. Any answer that fails a check
   * (wrong state, nonce, audience or issuer, an expired or badly signed token, a refused code) is the
   * same refusal for the person: sign in again.
   */
  async exchange(
    callback: { code: string; state: string; iss?: string },
    checks: AttemptChecks,
  ): Promise<VerifiedIdentity> {
    const configuration = await this.withProvider(() => this.discover());
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', callback.state);
    if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // Providers that follow the standard strictly give the e-mail from UserInfo only, not in the ID token.
      if (claims && claims.email === undefined && tokens.access_token) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        claims = {
          ...claims,
          ...pick(info, ['email', 'email_verified', 'given_name', 'family_name', 'name']),
        };
      }
    } catch (error) {
      if (isUnreachable(error)) throw this.unavailable();
      throw AppError.badRequest(OIDC_MESSAGES.notConfirmed(this.settings.providerName));
    }
    if (!claims) throw AppError.badRequest(OIDC_MESSAGES.notConfirmed(this.settings.providerName));
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    const email = text(claims.email)?.toLowerCase() ?? null;
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      // Some providers send the flag as the string 'true'.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: text(claims.given_name) ?? text(claims.name),
      familyName: text(claims.family_name),
    };
  }

  private async withProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw this.unavailable();
    }
  }

  private unavailable(): AppError {
    return new AppError(
      'BAD_REQUEST',
      OIDC_MESSAGES.providerUnavailable(this.settings.providerName),
      undefined,
      502,
    );
  }
}

function pick(source: client.UserInfoResponse, keys: string[]): Partial<client.IDToken> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/** A network failure or timeout talking to the provider, as opposed to an answer that failed a check. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}
