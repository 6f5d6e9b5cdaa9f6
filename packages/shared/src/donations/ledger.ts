import { z } from 'zod';
import type { SuccessEnvelope } from '../api';
import { UUID_PATTERN } from '../schemas/common';
import { isCalendarDay } from '../statistics';
import { DONATION_STATUSES, type DonationStatus, type PaymentDriverName } from './status';

/**
 * The administrators' donation ledger: every gift, to a request or to an event, in whatever state its
 * payment is, so pledges can be reconciled with payments.
 */
export const DONATION_LEDGER_KINDS = ['request', 'event'] as const;
export type DonationLedgerKind = (typeof DONATION_LEDGER_KINDS)[number];

export const DONATION_LEDGER_PAGE_SIZE = 20;

export const DONATION_LEDGER_MESSAGES = {
  invalidDate: 'Please enter a valid date',
  dateRangeInvalid: 'The end date must be on or after the start date',
  invalidRecipient: 'Please choose a request or an event from the list',
  oneRecipient: 'Choose a request or an event, not both',
} as const;

const dayParam = z.string().trim().refine(isCalendarDay, DONATION_LEDGER_MESSAGES.invalidDate);
const recipientId = z.string().trim().regex(UUID_PATTERN, DONATION_LEDGER_MESSAGES.invalidRecipient);

/**
 * GET /donations/ledger: dates are whole UTC days of when the gift was made, both included; `donor` is
 * part of the donor's name or e-mail address; isDownload=true answers the matching rows as CSV.
 */
export const donationLedgerQuerySchema = z
  .object({
    status: z.enum(DONATION_STATUSES).optional(),
    kind: z.enum(DONATION_LEDGER_KINDS).optional(),
    requestId: recipientId.optional(),
    eventId: recipientId.optional(),
    donor: z.string().trim().max(100).optional(),
    startDate: dayParam.optional(),
    endDate: dayParam.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(DONATION_LEDGER_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).optional().default(0),
    isDownload: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.requestId || !query.eventId, {
    path: ['eventId'],
    message: DONATION_LEDGER_MESSAGES.oneRecipient,
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    path: ['endDate'],
    message: DONATION_LEDGER_MESSAGES.dateRangeInvalid,
  });
export type DonationLedgerQuery = z.output<typeof donationLedgerQuerySchema>;
export type DonationLedgerQueryInput = z.input<typeof donationLedgerQuerySchema>;

/** What a gift went to: a request (`name` is its readable slug) or an event (`name` is its slug). */
export interface DonationLedgerRecipientDto {
  kind: DonationLedgerKind;
  _id: string;
  title: string;
  name: string;
}

/** One gift as administrators reconcile it: who gave, to what, how much, and where its payment stands. */
export interface DonationLedgerEntryDto {
  _id: string;
  recipient: DonationLedgerRecipientDto;
  donor: {
    /** The signed-in donor's account; null for a guest or a donor whose account was deleted. */
    userId: string | null;
    /** The account's name or the name a guest gave; null when the donor's account was deleted. */
    name: string | null;
    email: string | null;
    guest: boolean;
  };
  /** Minor units (paise, cents). */
  amount: number;
  /** Lower-case ISO 4217. */
  currency: string;
  status: DonationStatus;
  driver: PaymentDriverName;
  /** The provider's payment id (Stripe PaymentIntent), to find the payment on the provider's side. */
  providerPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** The sum of one state in one currency, over every gift the filters match (not only the page). */
export interface DonationLedgerTotalDto {
  currency: string;
  status: DonationStatus;
  /** Minor units. */
  amount: number;
  count: number;
}

/** GET /donations/ledger: a page of gifts, how many match, and their totals per currency and state. */
export interface DonationLedgerEnvelope extends SuccessEnvelope<DonationLedgerEntryDto[]> {
  totalCountOfRecords: number;
  totals: DonationLedgerTotalDto[];
}
