import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { isUuid, type PaymentAccountValues } from '@carenet/shared';
import type { Database } from '../../platform/db/client';
import { paymentAccounts, type PaymentAccountRow } from '../../platform/db/schema';

export function accountsOf(db: Database, userId: string): Promise<PaymentAccountRow[]> {
  return db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.userId, userId))
    .orderBy(desc(paymentAccounts.isDefault), asc(paymentAccounts.createdAt));
}

export async function findAccount(db: Database, id: string): Promise<PaymentAccountRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.id, id)).limit(1);
  return row ?? null;
}

/** The stored columns of a checked form: only the country's own bank code is kept. */
function columnsOf(values: PaymentAccountValues) {
  return {
    country: values.country,
    accountHolderName: values.accountHolderName,
    bankName: values.bankName || null,
    accountNumber: values.accountNumber,
    ifscCode: values.country === 'IN' ? values.ifscCode : null,
    routingNumber: values.country === 'US' ? values.routingNumber : null,
  };
}

/** A user has at most one default account: making one the default unmarks the others, in one transaction. */
async function clearOtherDefaults(db: Database, userId: string, keepId: string): Promise<void> {
  await db
    .update(paymentAccounts)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(paymentAccounts.userId, userId),
        ne(paymentAccounts.id, keepId),
        eq(paymentAccounts.isDefault, true),
      ),
    );
}

/** The first account is the default whatever the form said: donations need somewhere to go. */
export function insertAccount(
  db: Database,
  userId: string,
  values: PaymentAccountValues,
): Promise<PaymentAccountRow> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: paymentAccounts.id })
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, userId))
      .limit(1);
    const isDefault = values.isDefault || existing.length === 0;
    const [row] = await tx
      .insert(paymentAccounts)
      .values({ userId, ...columnsOf(values), isDefault })
      .returning();
    if (isDefault) await clearOtherDefaults(tx, userId, row.id);
    return row;
  });
}

/** Replaces the account's details; unmarking the default is refused silently (another must be made default). */
export function updateAccount(
  db: Database,
  account: PaymentAccountRow,
  values: PaymentAccountValues,
): Promise<PaymentAccountRow> {
  return db.transaction(async (tx) => {
    const isDefault = values.isDefault || account.isDefault;
    const [row] = await tx
      .update(paymentAccounts)
      .set({ ...columnsOf(values), isDefault, updatedAt: new Date() })
      .where(eq(paymentAccounts.id, account.id))
      .returning();
    if (isDefault) await clearOtherDefaults(tx, account.userId, row.id);
    return row;
  });
}
