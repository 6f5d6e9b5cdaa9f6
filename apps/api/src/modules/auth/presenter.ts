import type { LinkedIdentityDto, SignedInUserDto } from '@carenet/shared';
import type { IssuedToken } from '../../platform/auth/tokens';
import type { UserRow } from '../../platform/db/schema';
import type { UserIdentityRow } from './oidc-repository';
import { canUnlinkIdentity } from './policy';
import { presentUser } from '../users';

export function presentSignedInUser(row: UserRow, issued: IssuedToken): SignedInUserDto {
  return {
    ...presentUser(row),
    token_detail: { token: issued.token, expiresAt: issued.expiresAt.toISOString() },
  };
}

/** The owner's linked outside accounts, each with whether it may be unlinked now. */
export function presentIdentities(
  owner: UserRow,
  identities: UserIdentityRow[],
  providerName: (issuer: string) => string,
): LinkedIdentityDto[] {
  const unlink = canUnlinkIdentity(owner, identities.length);
  return identities.map((identity) => ({
    _id: identity.id,
    provider: providerName(identity.issuer),
    email: identity.email,
    linkedAt: identity.createdAt.toISOString(),
    abilities: { unlink },
  }));
}
