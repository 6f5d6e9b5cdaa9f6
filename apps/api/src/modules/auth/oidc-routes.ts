import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  OIDC_MESSAGES,
  OIDC_OUTCOMES,
  oautherizeSchema,
  oidcCompleteSchema,
  oidcLinkCodeSchema,
  oidcLinkSchema,
  oidcStartQuerySchema,
  type OautherizeResultDto,
  type OidcSignedInDto,
} from '@carenet/shared';
import { readCookie, setHttpOnlyCookie } from '../../platform/auth/cookies';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { OidcSignInService, type SignedIn } from './oidc-service';
import { presentSignedInUser } from './presenter';
import type { AuthService, RequestMeta } from './service';

const tags = ['auth'];

/** The HttpOnly cookie that ties the steps after the provider to the browser that went there. */
export const OIDC_COOKIE = 'carenet_oidc';
const COOKIE_PATH = '/api/v1/oautherize';
const COOKIE_MAX_AGE_SECONDS = 30 * 60;

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

function browserSecret(request: FastifyRequest): string | undefined {
  return readCookie(request, OIDC_COOKIE);
}

function setCookie(reply: FastifyReply, ctx: AppContext, value: string, maxAge: number): void {
  setHttpOnlyCookie(reply, OIDC_COOKIE, value, {
    path: COOKIE_PATH,
    maxAgeSeconds: maxAge,
    sameSite: 'Lax',
    secure: ctx.config.publicUrl.startsWith('https:'),
  });
}

function signedIn(result: SignedIn): OidcSignedInDto {
  return { user: presentSignedInUser(result.user, result.issued), returnTo: result.returnTo };
}

/** Sign-in with the outside OpenID Connect provider (docs/outside-sign-in.md): 404 while it is off. */
export function registerOidcRoutes(
  routes: Parameters<FastifyPluginAsyncZod>[0],
  ctx: AppContext,
  auth: AuthService,
): void {
  const service = new OidcSignInService(ctx, auth);
  const config = { rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  routes.get(
    '/oidc/config',
    { schema: { tags, summary: "Whether 'Continue with <provider>' is offered, and the provider's name" } },
    async () => ok(service.publicConfig()),
  );

  routes.get(
    '/oidc/start',
    {
      config,
      schema: {
        tags,
        summary: 'Redirect to the outside provider to sign in (PKCE, state and nonce)',
        querystring: oidcStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { location, browserSecret: secret } = await service.start(request.query.returnTo);
      setCookie(reply, ctx, secret, COOKIE_MAX_AGE_SECONDS);
      return reply.redirect(location, 302);
    },
  );

  routes.post(
    '/oautherize',
    {
      config,
      schema: {
        tags,
        summary: "The provider's answer from /authorize: signs in, or says a sign-up or a link is needed",
        body: oautherizeSchema,
      },
    },
    async (request, reply) => {
      const result = await service.callback(request.body, browserSecret(request), meta(request));
      const providerName = ctx.config.oidc?.providerName ?? '';
      if (result.outcome === OIDC_OUTCOMES.signedIn) {
        setCookie(reply, ctx, '', 0);
        const data: OautherizeResultDto = {
          outcome: result.outcome,
          user: presentSignedInUser(result.user, result.issued),
          returnTo: result.returnTo,
        };
        return ok(data, MESSAGES.loggedIn);
      }
      const data: OautherizeResultDto = {
        outcome: result.outcome,
        pendingToken: result.pendingToken,
        email: result.email,
        providerName,
        returnTo: result.returnTo,
        expiresAt: result.expiresAt.toISOString(),
      };
      return ok(
        data,
        result.outcome === OIDC_OUTCOMES.linkNeeded
          ? OIDC_MESSAGES.linkNeeded(providerName)
          : OIDC_MESSAGES.almostDoneIntro,
      );
    },
  );

  routes.post(
    '/oautherize/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Finish a first sign-in: create the account with the chosen role, link it and sign in',
        body: oidcCompleteSchema,
      },
    },
    async (request, reply) => {
      const result = await service.complete(request.body, browserSecret(request), meta(request));
      setCookie(reply, ctx, '', 0);
      return reply.status(201).send(ok(signedIn(result), OIDC_MESSAGES.accountCreated, { statusCode: 201 }));
    },
  );

  routes.post(
    '/oautherize/link/code',
    {
      config,
      schema: { tags, summary: 'E-mail a code to the account to be linked', body: oidcLinkCodeSchema },
    },
    async (request) => {
      await service.sendLinkCode(request.body.pendingToken, browserSecret(request), meta(request));
      return ok(null, OIDC_MESSAGES.linkCodeSent);
    },
  );

  routes.post(
    '/oautherize/link',
    {
      config,
      schema: {
        tags,
        summary:
          'Link the outside account to an existing one with its password or e-mailed code, and sign in',
        body: oidcLinkSchema,
      },
    },
    async (request, reply) => {
      const result = await service.linkExisting(request.body, browserSecret(request), meta(request));
      setCookie(reply, ctx, '', 0);
      return ok(signedIn(result), OIDC_MESSAGES.linked(ctx.config.oidc?.providerName ?? ''));
    },
  );
}
