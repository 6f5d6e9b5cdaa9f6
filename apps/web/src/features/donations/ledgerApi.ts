import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DONATION_LEDGER_PAGE_SIZE,
  type DonationLedgerEntryDto,
  type DonationLedgerEnvelope,
  type DonationLedgerKind,
  type DonationLedgerRecipientDto,
  type DonationStatus,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { downloadFromApi } from '../../lib/privateFiles';

export interface LedgerFilters {
  status: DonationStatus | null;
  /** 'request:<id>' or 'event:<id>', as the recipient filter's options are named. */
  recipient: string | null;
  /** Part of the donor's name or e-mail address. */
  donor: string;
  startDate: string;
  endDate: string;
}

export const NO_LEDGER_FILTERS: LedgerFilters = {
  status: null,
  recipient: null,
  donor: '',
  startDate: '',
  endDate: '',
};

/** The recipient filter's value for a request or an event. */
export const recipientValue = (recipient: Pick<DonationLedgerRecipientDto, 'kind' | '_id'>) =>
  `${recipient.kind}:${recipient._id}`;

/** The query of GET /donations/ledger for these filters; empty ones are left out. */
export function ledgerQuery(filters: LedgerFilters): Record<string, string | undefined> {
  const [kind, id] = (filters.recipient?.split(':') ?? []) as [DonationLedgerKind?, string?];
  return {
    status: filters.status ?? undefined,
    requestId: kind === 'request' ? id : undefined,
    eventId: kind === 'event' ? id : undefined,
    donor: filters.donor.trim() || undefined,
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
}

export const ledgerKeys = {
  page: (filters: LedgerFilters, page: number) => ['donationLedger', filters, page] as const,
  recipients: ['donationLedger', 'recipients'] as const,
};

/** One page of the ledger with the totals of every matching gift; the previous page stays while the next loads. */
export function useDonationLedger(filters: LedgerFilters, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.page(filters, page),
    queryFn: async ({ signal }) => {
      const result = await api<DonationLedgerEntryDto[], DonationLedgerEnvelope>('/donations/ledger', {
        query: {
          ...ledgerQuery(filters),
          limit: DONATION_LEDGER_PAGE_SIZE,
          offset: (page - 1) * DONATION_LEDGER_PAGE_SIZE,
        },
        signal,
      });
      return {
        items: result.data,
        total: result.envelope.totalCountOfRecords,
        totals: result.envelope.totals,
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The requests and events that have received gifts, for the recipient filter. */
export function useLedgerRecipients() {
  return useQuery({
    queryKey: ledgerKeys.recipients,
    queryFn: async ({ signal }) =>
      (await api<DonationLedgerRecipientDto[]>('/donations/ledger/recipients', { signal })).data,
  });
}

/** 'Download CSV': GET /donations/ledger?isDownload=true with the same filters. */
export const downloadLedgerCsv = (filters: LedgerFilters) =>
  downloadFromApi('/donations/ledger', {
    query: { ...ledgerQuery(filters), isDownload: 'true' },
    fallbackName: `donation-ledger-${new Date().toISOString().slice(0, 10)}.csv`,
  });
