import type { SuccessEnvelope } from '../api';
import type { DonationStatus, PaymentDriverName } from './status';

/** A donation on a request's public list: never the donor's e-mail, and no name when anonymous. */
export interface PublicDonationDto {
  _id: string;
  /** The donor's display name, or 'Anonymous'. */
  donorName: string;
  /** The signed-in donor's user id when their name is shown (a link to their profile), else null. */
  donorId: string | null;
  /** Minor units (paise, cents). */
  amount: number;
  /** Lower-case ISO 4217. */
  currency: string;
  /** 'pledged' (not paid yet) or 'paid'. */
  status: DonationStatus;
  message: string | null;
  createdAt: string;
}

/** The sums of one currency on a request, in minor units. */
export interface DonationTotalDto {
  currency: string;
  paid: number;
  pledged: number;
  /** How many donations (paid and pledged) make these sums. */
  count: number;
}

/** GET /donationRequest/{id}/donations: a page of donations and the totals of all of them. */
export interface RequestDonationsEnvelope extends SuccessEnvelope<PublicDonationDto[]> {
  totalCountOfRecords: number;
  totals: DonationTotalDto[];
}

/** A donation as its donor (and administrators) see it. */
export interface DonationDto {
  _id: string;
  requestId: string;
  /** The request's title and slug, so a profile can link to it. */
  request: { _id: string; title: string; name: string };
  donorId: string | null;
  /** A guest donor's own name and e-mail (null for a signed-in donor). */
  guestName: string | null;
  guestEmail: string | null;
  amount: number;
  currency: string;
  message: string | null;
  anonymous: boolean;
  status: DonationStatus;
  driver: PaymentDriverName;
  createdAt: string;
  paidAt: string | null;
}

/** POST /donationRequest/{id}/donations: the donation and, with Stripe, the page to pay on. */
export interface CreatedDonationDto extends DonationDto {
  checkoutUrl: string | null;
}
