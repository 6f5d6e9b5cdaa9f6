import type { DonationLedgerEntryDto } from '@carenet/shared';
import { toCsv } from '../../platform/csv';

export const DONATION_LEDGER_CSV_HEADER = [
  'date',
  'donationId',
  'kind',
  'recipientId',
  'recipient',
  'donorName',
  'donorEmail',
  'donorUserId',
  'guest',
  'amount',
  'currency',
  'status',
  'driver',
  'providerPaymentId',
  'paidAt',
] as const;

/** Minor units as a plain decimal a spreadsheet sums (no thousands separators): 125000 → '1250.00'. */
const majorUnits = (amount: number) => (amount / 100).toFixed(2);

/**
 * GET /donations/ledger?isDownload=true: the presented rows, so the file holds no more than the screen.
 * Donors' names and recipients' titles are people's own words: toCsv defuses any that a spreadsheet would run as a formula.
 */
export function donationLedgerCsv(entries: readonly DonationLedgerEntryDto[]): string {
  return toCsv(
    DONATION_LEDGER_CSV_HEADER,
    entries.map((entry) => [
      entry.createdAt,
      entry._id,
      entry.recipient.kind,
      entry.recipient._id,
      entry.recipient.title,
      entry.donor.name,
      entry.donor.email,
      entry.donor.userId,
      entry.donor.guest ? 'yes' : 'no',
      majorUnits(entry.amount),
      entry.currency.toUpperCase(),
      entry.status,
      entry.driver,
      entry.providerPaymentId,
      entry.paidAt,
    ]),
  );
}
