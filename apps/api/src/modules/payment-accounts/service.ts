import type { PaymentAccountValues } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import type { PaymentAccountRow } from '../../platform/db/schema';
import { findUserById } from '../users';
import { PAYMENT_ACCOUNT_EVENTS } from './events';
import { assertAccountOf, assertCanManagePaymentAccounts } from './policy';
import { accountsOf, findAccount, insertAccount, updateAccount } from './repository';

async function ownerFor(ctx: AppContext, actor: Principal, userId: string) {
  return assertCanManagePaymentAccounts(actor, await findUserById(ctx.db, userId));
}

/** Writes a change of a payment account and its domain event in one transaction. */
function changeAccount(
  ctx: AppContext,
  type: (typeof PAYMENT_ACCOUNT_EVENTS)[keyof typeof PAYMENT_ACCOUNT_EVENTS],
  actor: Principal,
  ip: string | undefined,
  change: (tx: Database) => Promise<PaymentAccountRow>,
): Promise<PaymentAccountRow> {
  return ctx.events.transaction(async (tx, emit) => {
    const account = await change(tx);
    // The country and whose account: never the number, the bank code or the holder's name.
    await emit(
      type,
      { userId: account.userId, country: account.country, isDefault: account.isDefault },
      { actorId: actor.userId, subjectType: 'paymentAccount', subjectId: account.id, ip },
    );
    return account;
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
  return changeAccount(ctx, PAYMENT_ACCOUNT_EVENTS.created, actor, ip, (tx) =>
    insertAccount(tx, owner.id, values),
  );
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
  return changeAccount(ctx, PAYMENT_ACCOUNT_EVENTS.updated, actor, ip, (tx) =>
    updateAccount(tx, account, values),
  );
}
