import type { DonationLedgerEntryDto, DonationLedgerQuery, DonationLedgerTotalDto } from '@carenet/shared';
import type { Principal } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { DONATION_EVENTS, type LedgerReadPayload } from './events';
import { donationLedgerCsv } from './ledger-csv';
import { presentLedgerEntry, presentLedgerRecipient, presentLedgerTotal } from './ledger-presenter';
import { ledgerTotals, selectLedger, selectLedgerRecipients } from './ledger-repository';

/** A download holds at most this many of the newest matching gifts: narrow the filters for older ones. */
export const DONATION_LEDGER_EXPORT_LIMIT = 10_000;

/** The recipient filter lists at most this many requests and events, those of the latest gifts first. */
export const DONATION_LEDGER_RECIPIENT_LIMIT = 500;

/** Who read which part of the ledger: it holds donors' names and e-mail addresses. */
async function recordRead(
  ctx: AppContext,
  type: typeof DONATION_EVENTS.ledgerViewed | typeof DONATION_EVENTS.ledgerExported,
  principal: Principal,
  query: DonationLedgerQuery,
  rows: number,
  ip: string,
): Promise<void> {
  const payload: LedgerReadPayload = {
    status: query.status ?? null,
    kind: query.kind ?? null,
    requestId: query.requestId ?? null,
    eventId: query.eventId ?? null,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    donorSearched: Boolean(query.donor),
    rows,
  };
  await ctx.events.emit(type, payload, { actorId: principal.userId, subjectType: 'donationLedger', ip });
}

export interface DonationLedgerPage {
  entries: DonationLedgerEntryDto[];
  total: number;
  totals: DonationLedgerTotalDto[];
}

/** GET /donations/ledger: a page of gifts to requests and events, newest first, and the totals of all that match. */
export async function listDonationLedger(
  ctx: AppContext,
  principal: Principal,
  query: DonationLedgerQuery,
  ip: string,
): Promise<DonationLedgerPage> {
  const [records, totals] = await Promise.all([
    selectLedger(ctx.db, query, { limit: query.limit, offset: query.offset }),
    ledgerTotals(ctx.db, query),
  ]);
  await recordRead(ctx, DONATION_EVENTS.ledgerViewed, principal, query, records.length, ip);
  return {
    entries: records.map(presentLedgerEntry),
    total: totals.reduce((sum, row) => sum + row.count, 0),
    totals: totals.map(presentLedgerTotal),
  };
}

/** GET /donations/ledger?isDownload=true: the matching gifts as CSV, paging aside. */
export async function exportDonationLedger(
  ctx: AppContext,
  principal: Principal,
  query: DonationLedgerQuery,
  ip: string,
): Promise<string> {
  const records = await selectLedger(ctx.db, query, { limit: DONATION_LEDGER_EXPORT_LIMIT, offset: 0 });
  await recordRead(ctx, DONATION_EVENTS.ledgerExported, principal, query, records.length, ip);
  return donationLedgerCsv(records.map(presentLedgerEntry));
}

/** GET /donations/ledger/recipients: the requests and events that have received gifts. */
export async function listLedgerRecipients(ctx: AppContext) {
  const recipients = await selectLedgerRecipients(ctx.db, DONATION_LEDGER_RECIPIENT_LIMIT);
  return recipients.map(presentLedgerRecipient);
}
