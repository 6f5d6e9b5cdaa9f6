import { ACCOUNT_MESSAGES } from '@carenet/shared';
import type { UserRow } from '../../platform/db/schema';
import { verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';

/** Erasing is confirmed by the password: a session left open on a shared computer is not enough. */
export async function assertPasswordConfirms(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw AppError.field('password', ACCOUNT_MESSAGES.wrongPassword);
  }
}

/**
 * A facility must keep an owner: the last owner of one transfers ownership (or deletes the facility)
 * before erasing their account, or the facility would be left with nobody able to manage it.
 */
export function assertNotLastOwner(facilityNames: readonly string[]): void {
  if (facilityNames.length === 0) return;
  throw AppError.conflict(ACCOUNT_MESSAGES.lastOwner.replace('{facilities}', facilityNames.join(', ')));
}
