import { eq } from 'drizzle-orm';
import { OIDC_MESSAGES, isUuid } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { users, type UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { AUTH_EVENTS } from './events';
import { deleteIdentity, identitiesOf, type UserIdentityRow } from './oidc-repository';
import { canSeeIdentitiesOf, canUnlinkIdentity } from './policy';
import type { RequestMeta } from './service';

/**
 * The name a person knows a linked account's provider by: the configured provider's name, or the
 * issuer's host for a link made with a provider no longer configured.
 */
export function providerNameOf(ctx: AppContext, issuer: string): string {
  const oidc = ctx.config.oidc;
  const trimmed = (url: string) => url.replace(/\/+$/, '');
  if (oidc && trimmed(oidc.issuer) === trimmed(issuer)) return oidc.providerName;
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
}

export interface LinkedIdentities {
  owner: UserRow;
  identities: UserIdentityRow[];
}

/**
 * The outside accounts linked to a person's own account (docs/outside-sign-in.md#linked-accounts): its
 * owner sees and unlinks them; to anyone else, administrators included, they do not exist (404).
 */
export class IdentityService {
  constructor(private readonly ctx: AppContext) {}

  async list(principal: Principal, userId: string): Promise<LinkedIdentities> {
    if (!canSeeIdentitiesOf(principal, userId)) throw AppError.notFound();
    return { owner: principal.user, identities: await identitiesOf(this.ctx.db, principal.userId) };
  }

  /**
   * Unlinks one outside account, unless it is the last way into an account without a password: then
   * the owner sets a password first (by a reset), or they could never sign in again.
   */
  async unlink(
    principal: Principal,
    userId: string,
    identityId: string,
    meta: RequestMeta,
  ): Promise<UserIdentityRow> {
    if (!canSeeIdentitiesOf(principal, userId) || !isUuid(identityId)) throw AppError.notFound();
    return this.ctx.events.transaction(async (tx, emit) => {
      // Locks the account: two unlinks at once cannot both leave it without a way in.
      const [owner] = await tx.select().from(users).where(eq(users.id, principal.userId)).for('update');
      if (!owner) throw AppError.notFound();
      const identities = await identitiesOf(tx, owner.id);
      if (!identities.some((identity) => identity.id === identityId)) throw AppError.notFound();
      if (!canUnlinkIdentity(owner, identities.length))
        throw AppError.conflict(OIDC_MESSAGES.lastWayToSignIn);
      const removed = await deleteIdentity(tx, owner.id, identityId);
      if (!removed) throw AppError.notFound();
      await emit(
        AUTH_EVENTS.identityUnlinked,
        { provider: providerNameOf(this.ctx, removed.issuer), by: 'owner' },
        { actorId: owner.id, subjectType: 'user', subjectId: owner.id, ip: meta.ip },
      );
      return removed;
    });
  }
}
