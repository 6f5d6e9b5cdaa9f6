import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OIDC_MESSAGES, idParamSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import { IdentityService, providerNameOf } from './identities-service';
import { presentIdentities } from './presenter';
import type { RequestMeta } from './service';

const tags = ['auth'];
const signedIn = [{ bearer: [] }];
const identityParams = idParamSchema.extend({ identityId: z.string().min(1).max(100) });

/** The account screen's linked outside accounts (docs/outside-sign-in.md#linked-accounts): the owner's only. */
export function registerIdentityRoutes(
  routes: Parameters<FastifyPluginAsyncZod>[0],
  ctx: AppContext,
  meta: (request: FastifyRequest) => RequestMeta,
): void {
  const service = new IdentityService(ctx);
  const providerName = (issuer: string) => providerNameOf(ctx, issuer);

  routes.get(
    '/user/:id/identities',
    {
      schema: {
        tags,
        summary: 'The outside accounts linked to your own account, and whether each may be unlinked',
        security: signedIn,
        params: idParamSchema,
      },
    },
    async (request) => {
      const { owner, identities } = await service.list(requireUser(request), request.params.id);
      return ok(presentIdentities(owner, identities, providerName));
    },
  );

  routes.delete(
    '/user/:id/identities/:identityId',
    {
      schema: {
        tags,
        summary:
          'Unlink an outside account from your own account (refused for the last way into one without a password)',
        security: signedIn,
        params: identityParams,
      },
    },
    async (request) => {
      const { id, identityId } = request.params;
      const removed = await service.unlink(requireUser(request), id, identityId, meta(request));
      return ok(null, OIDC_MESSAGES.unlinked(providerName(removed.issuer)));
    },
  );
}
