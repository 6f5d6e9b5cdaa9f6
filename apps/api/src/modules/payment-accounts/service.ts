import type { PaymentAccountValues } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { PaymentAccountRow } from '../../platform/db/schema';
import { findUserById } from '../users/repository';
import { PAYMENT_ACCOUNT_EVENTS } from './events';
import { assertAccountOf, assertCanManagePaymentAccounts } from './policy';
import { accountsOf, findAccount, insertAccount, updateAccount } from './repository';

async function ownerFor(ctx: AppContext, actor: Principal, userId: string) {
  return assertCanManagePaymentAccounts(actor, await findUserById(ctx.db, userId));
}

function emit(
  ctx: AppContext,
  type: string,
  actor: Principal,
  account: PaymentAccountRow,
  ip?: string,
): void {
  // The country and whose account: never the number, the bank code or the holder's name.
  ctx.events.emit({
    type,
    actorId: actor.userId,
    subjectType: 'paymentAccount',
    subjectId: account.id,
    ip,
    data: { userId: account.userId, country: account.country, isDefault: account.isDefault },
  });
}

/** GET /user/{id}/payment/account. */
export async function listPaymentAccounts(
  ctx: AppContext,
  actor: Principal,
  userId: string,
): Promise<PaymentAccountRow[]> {
  const owner = await ownerFor(ctx, actor, userId);
  return accountsOf(ctx.db, owner.id);
}

/** POST /user/{id}/payment/account. */
export async function addPaymentAccount(
  ctx: AppContext,
  actor: Principal,
  userId: string,
  values: PaymentAccountValues,
  ip?: string,
): Promise<PaymentAccountRow> {
  const owner = await ownerFor(ctx, actor, userId);
  const account = await insertAccount(ctx.db, owner.id, values);
  emit(ctx, PAYMENT_ACCOUNT_EVENTS.created, actor, account, ip);
  return account;
}

/** PUT /user/{id}/payment/account/{accountId}: the whole form again (the number is typed again too). */
export async function changePaymentAccount(
  ctx: AppContext,
  actor: Principal,
  userId: string,
  accountId: string,
  values: PaymentAccountValues,
  ip?: string,
): Promise<PaymentAccountRow> {
  const owner = await ownerFor(ctx, actor, userId);
  const account = assertAccountOf(owner, await findAccount(ctx.db, accountId));
  const updated = await updateAccount(ctx.db, account, values);
  emit(ctx, PAYMENT_ACCOUNT_EVENTS.updated, actor, updated, ip);
  return updated;
}
