import {
  fullName,
  type DonationLedgerEntryDto,
  type DonationLedgerRecipientDto,
  type DonationLedgerTotalDto,
} from '@carenet/shared';
import type { LedgerRecord, LedgerRecipient, LedgerTotal } from './ledger-repository';

/**
 * A gift as administrators reconcile it. The donor is named even when they asked to stay off the
 * request's public list: the ledger is the administrators' record of who gave, not a public page.
 */
export function presentLedgerEntry(record: LedgerRecord): DonationLedgerEntryDto {
  return {
    _id: record.id,
    recipient: {
      kind: record.kind,
      _id: record.recipientId,
      title: record.recipientTitle,
      name: record.recipientName,
    },
    donor: {
      userId: record.donorUserId,
      name: record.donorUserId ? fullName(record.accountName) || null : record.guestName,
      email: record.donorUserId ? record.accountEmail : record.guestEmail,
      guest: record.donorUserId === null && record.guestEmail !== null,
    },
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    driver: record.driver,
    providerPaymentId: record.providerPaymentId,
    createdAt: record.createdAt.toISOString(),
    paidAt: record.paidAt?.toISOString() ?? null,
  };
}

export const presentLedgerTotal = ({
  currency,
  status,
  amount,
  count,
}: LedgerTotal): DonationLedgerTotalDto => ({
  currency,
  status,
  amount,
  count,
});

export const presentLedgerRecipient = ({
  kind,
  id,
  title,
  name,
}: LedgerRecipient): DonationLedgerRecipientDto => ({
  kind,
  _id: id,
  title,
  name,
});
