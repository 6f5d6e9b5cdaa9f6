import type { SignedInUserDto } from '@carenet/shared';
import type { IssuedToken } from '../../platform/auth/tokens';
import type { UserRow } from '../../platform/db/schema';
import { presentUser } from '../users';

export function presentSignedInUser(row: UserRow, issued: IssuedToken): SignedInUserDto {
  return {
    ...presentUser(row),
    token_detail: { token: issued.token, expiresAt: issued.expiresAt.toISOString() },
  };
}
