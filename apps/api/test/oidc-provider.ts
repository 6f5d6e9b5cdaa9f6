import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: the claims it vouches for. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** What the person does at the provider's sign-in page on the next visit. */
export type ProviderDecision = { signInAs: string } | { deny: true };

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /** Registers the client's redirect URI, for a provider started before the app's address was known. */
  setRedirectUri(redirectUri: string): void;
  /** What the next visit to the sign-in page decides (for a real browser going through it). */
  decideNext(decision: ProviderDecision): void;
  /**
   * Follows the authorization URL through the provider as a browser would (its own cookies, manual
   * redirects), deciding at the sign-in step, and returns the URL it sends the browser back to.
   */
  authorize(authorizationUrl: string, decision: ProviderDecision): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a random local port, with one confidential
 * client whose redirect URI is `redirectUri` (or one given later to setRedirectUri). Its sign-in page
 * is replaced by the test's decision.
 */
export async function startOidcProvider(
  initialRedirectUri?: string,
  options: { emailInIdToken?: boolean } = {},
): Promise<LocalOidcProvider> {
  let redirectUri = initialRedirectUri ?? '';
  const accounts = new Map<string, ProviderAccount>();
  let decision: ProviderDecision | null = null;
  let provider: Provider | null = null;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!provider) throw new Error('provider not ready');
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const next = decision;
      decision = null;
      if (!next || 'deny' in next) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person did not allow the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: next.signInAs,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.signInAs }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    await provider.callback()(req, res);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'carenet-test';
  const clientSecret = 'carenet-test-secret-carenet-test-secret';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const build = (uri: string) => {
    redirectUri = uri;
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: ['carenet-test-cookie-key'] },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name'],
      },
      // By default the e-mail goes into the ID token itself, as Google does; else only UserInfo has it.
      conformIdTokenClaims: options.emailInIdToken === false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      // Short lives, set so the provider does not warn about its defaults.
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
      pkce: { required: () => true, methods: ['S256'] },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return { accountId: sub, claims: () => ({ ...account }) };
      },
    });
  };
  if (initialRedirectUri) build(initialRedirectUri);

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    setRedirectUri: build,
    decideNext(next) {
      decision = next;
    },
    async authorize(authorizationUrl, next) {
      decision = next;
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (url.href.startsWith(redirectUri)) return url;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of res.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
