import { deriveRoleFlags, normaliseRole } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { PaymentAccountRow, UserRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { assertCanManageUser } from '../users';

/**
 * A user's payment accounts are managed by the user and administrators, and only a doctor or a
 * facility user has them (they receive donations); to anyone else, and for anyone else, a 404.
 */
export function assertCanManagePaymentAccounts(actor: Principal, target: UserRow | null): UserRow {
  const user = assertCanManageUser(actor, target);
  const flags = deriveRoleFlags(user.roles.map(normaliseRole));
  if (!flags.doctor && !flags.facilities) throw AppError.notFound();
  return user;
}

/** An account id that is not this user's does not exist for them. */
export function assertAccountOf(user: UserRow, account: PaymentAccountRow | null): PaymentAccountRow {
  if (!account || account.userId !== user.id) throw AppError.notFound();
  return account;
}
