import {
  fullName,
  type CreatedDonationDto,
  type DonationDto,
  type DonationTotalDto,
  type PublicDonationDto,
} from '@carenet/shared';
import type { CreatedDonation } from './service';
import type { CurrencyTotals, DonationRecord, PublicDonationRecord } from './repository';

const ANONYMOUS = 'Anonymous';

/**
 * A line of a request's public list: the donor's profile name, or the name a guest consented to
 * show; 'Anonymous' otherwise. Never an e-mail address.
 */
export function presentPublicDonation({ donation, donorName }: PublicDonationRecord): PublicDonationDto {
  const name = donation.anonymous ? '' : donorName ? fullName(donorName) : (donation.guestName ?? '');
  return {
    _id: donation.id,
    donorName: name || ANONYMOUS,
    donorId: !donation.anonymous && donorName ? donation.donorUserId : null,
    amount: donation.amount,
    currency: donation.currency,
    status: donation.status,
    message: donation.message,
    createdAt: donation.createdAt.toISOString(),
  };
}

export function presentTotals(totals: CurrencyTotals[]): DonationTotalDto[] {
  return totals.map(({ currency, paid, pledged, count }) => ({ currency, paid, pledged, count }));
}

/** A donation as its donor and administrators see it. */
export function presentDonation({ donation, request }: DonationRecord): DonationDto {
  return {
    _id: donation.id,
    requestId: donation.requestId,
    request: { _id: request.id, title: request.title, name: request.name },
    donorId: donation.donorUserId,
    guestName: donation.guestName,
    guestEmail: donation.guestEmail,
    amount: donation.amount,
    currency: donation.currency,
    message: donation.message,
    anonymous: donation.anonymous,
    status: donation.status,
    driver: donation.driver,
    createdAt: donation.createdAt.toISOString(),
    paidAt: donation.paidAt?.toISOString() ?? null,
  };
}

export function presentCreatedDonation({ record, started }: CreatedDonation): CreatedDonationDto {
  return { ...presentDonation(record), checkoutUrl: started.kind === 'redirect' ? started.url : null };
}
