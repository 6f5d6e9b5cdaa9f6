import { maskAccountNumber, type PaymentAccountCountry, type PaymentAccountDto } from '@carenet/shared';
import type { PaymentAccountRow } from '../../platform/db/schema';

/** The whole account number stays in the database for payouts; the wire only ever carries it masked. */
export function presentPaymentAccount(row: PaymentAccountRow): PaymentAccountDto {
  return {
    _id: row.id,
    userId: row.userId,
    country: row.country as PaymentAccountCountry,
    accountHolderName: row.accountHolderName,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    ifscCode: row.ifscCode,
    routingNumber: row.routingNumber,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
