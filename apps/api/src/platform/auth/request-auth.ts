import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, deriveRoleFlags, normaliseRole, type RoleFlags } from '@carenet/shared';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import type { TokenService } from './tokens';

export interface Principal {
  userId: string;
  sessionId: string;
  roles: string[];
  flags: RoleFlags;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous request. */
    principal: Principal | null;
    /** True when a bearer token was sent but is unknown, expired or revoked. */
    staleToken: boolean;
  }
}

/** Resolves the bearer token of every request once, so routes only ask who is calling. */
export function registerRequestAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('staleToken', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.principal = await resolvePrincipal(tokens, header.slice('Bearer '.length).trim());
    request.staleToken = !request.principal;
  });
}

/** The caller a token belongs to; null when it is unknown, expired or revoked. */
export async function resolvePrincipal(tokens: TokenService, token: string): Promise<Principal | null> {
  const resolved = await tokens.resolve(token);
  if (!resolved) return null;
  const roles = resolved.user.roles.map(normaliseRole);
  return {
    userId: resolved.user.id,
    sessionId: resolved.sessionId,
    roles,
    flags: deriveRoleFlags(roles),
    user: resolved.user,
  };
}

/** The signed-in caller; a 401 in the envelope otherwise. */
export function requireUser(request: FastifyRequest): Principal {
  if (request.principal) return request.principal;
  throw AppError.unauthenticated(request.staleToken ? MESSAGES.sessionExpired : undefined);
}

export function requireAdmin(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (!principal.flags.admin) throw AppError.forbidden();
  return principal;
}
