import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { ACCOUNT_DATA_EVENTS } from './events';
import { assertNotLastOwner, assertPasswordConfirms } from './erase-policy';
import { erasedPersonOf, eraseRows, facilitiesOnlyOwnedBy } from './erase-repository';

/**
 * POST /disband/user: the signed-in person erases their own account (erase-repository.ts says what
 * goes and what is kept). Nobody erases someone else's: administrators suspend accounts instead.
 */
export async function eraseOwnAccount(
  ctx: AppContext,
  principal: Principal,
  password: string,
): Promise<void> {
  const user = principal.user;
  await assertPasswordConfirms(user, password);
  assertNotLastOwner(await facilitiesOnlyOwnedBy(ctx.db, user.id));
  // No IP and no details: the log keeps that the account was erased, not who the person was.
  const keys = await ctx.events.transaction(async (tx, emit) => {
    const fileKeys = await eraseRows(tx, erasedPersonOf(user));
    await emit(ACCOUNT_DATA_EVENTS.erased, {}, { actorId: user.id, subjectType: 'user', subjectId: user.id });
    return fileKeys;
  });
  for (const key of keys) {
    // The rows are gone already; a file the storage would not delete is logged by key to be removed by hand.
    await ctx.storage
      .delete(key)
      .catch((err: unknown) => ctx.log.error({ err, key }, 'erased file not deleted'));
  }
  // Its sessions are gone: the live-update sockets signed in with them close too.
  await ctx.realtime.revalidateUser(user.id);
}
